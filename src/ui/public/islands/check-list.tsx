import { LuCircleCheck } from 'react-icons/lu';
import { styles } from './check-list.styles';

/** The ticked list of components/check-list.tsx for an island: the same look, without Chakra. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of a list without bullets (Chakra's List sets it too).
    <ul role="list" className={styles.root}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <LuCircleCheck className={styles.indicator} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
