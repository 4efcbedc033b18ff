import { fact as styles } from './titled-card.styles';

/** One labelled value of the subscription: its plan, a date, a status. */
export function Fact(props: { label: string; value: string }) {
  return (
    <div className={styles.root}>
      <p className={styles.label}>{props.label}</p>
      <p className={styles.value}>{props.value}</p>
    </div>
  );
}
