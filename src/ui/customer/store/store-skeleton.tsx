import { kit } from '../../public/islands/kit.styles';
import { storeSkeleton as styles } from './store.styles';

/** As many cards as fill a first screen at any width, and push the pager below it. */
const PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * The grid while a page of scripts loads: placeholder cards of a card's shape, so the cards
 * take their places without moving anything; what is on its way is said to screen readers.
 */
export function StoreSkeleton({ label }: { label: string }) {
  return (
    <div role="status">
      <span className={kit.srOnly}>{label}…</span>
      <div className={styles.grid} aria-hidden="true">
        {PLACEHOLDERS.map((key) => (
          <div key={key} className={styles.card}>
            <div className={styles.chart} />
            <div className={styles.body}>
              <div className={styles.name} />
              <div className={styles.lines}>
                <div className={styles.line} />
                <div className={styles.line} />
                <div className={styles.lastLine} />
              </div>
              <div className={styles.badges} />
              <div className={styles.bottom}>
                <div className={styles.date} />
                <div className={styles.action} />
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
