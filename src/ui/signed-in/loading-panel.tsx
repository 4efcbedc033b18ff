import { loadStatus as styles } from './load-status.styles';

/** What the store shows while its scripts load: a spinner and what is on its way. */
export function LoadingPanel({ label }: { label: string }) {
  return (
    <div className={styles.panel} role="status">
      <div className={styles.stack}>
        <span className={styles.spinner} />
        <p className={styles.muted}>{label}…</p>
      </div>
    </div>
  );
}
