import { siteShell } from '../../content/site-shell';
import { routeFallback as styles } from './route-fallback.styles';

/** Shown while a page's code loads; tall enough that the footer does not jump up and back. */
export function RouteFallback() {
  return (
    <div className={styles.root} role="status" aria-label={siteShell.pageLoading}>
      <span className={styles.spinner} />
    </div>
  );
}
