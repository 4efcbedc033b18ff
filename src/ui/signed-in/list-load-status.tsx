import { Button } from '../components/kit/button';
import { loadStatus as styles } from './load-status.styles';

type ListLoadStatusProps = {
  /** The first load is under way (a reload keeps what was shown). */
  loading: boolean;
  failed: boolean;
  texts: { loading: string; retry: string };
  onRetry: () => void;
};

/** A signed-in page's first load: a line saying what is on its way, or a retry after a failure. */
export function ListLoadStatus({ loading, failed, texts, onRetry }: ListLoadStatusProps) {
  return (
    <>
      {loading ? (
        <p className={styles.muted} role="status">
          {texts.loading}
        </p>
      ) : null}
      {failed ? (
        <div>
          <Button variant="outline" onClick={onRetry}>
            {texts.retry}
          </Button>
        </div>
      ) : null}
    </>
  );
}
