import type { LoadStatus as Status } from '../../machines/load-one';
import { StatusAlert } from '../components/form/status-alert';
import { LoadingPanel } from './loading-panel';
import { RetryAlert } from './store-alerts';

type LoadStatusProps = {
  status: Status;
  texts: { loading: string; notFound: string; loadFailed: string };
  /** How loud an unknown id is: a warning where it is an old link, an error elsewhere. */
  notFoundStatus: 'warning' | 'error';
  onRetry: () => void;
};

/** What a detail page shows until its one thing is loaded: a spinner, not found, or a retry. */
export function LoadStatus(props: LoadStatusProps) {
  switch (props.status) {
    case 'loading':
      return <LoadingPanel label={props.texts.loading} />;
    case 'notFound':
      return <StatusAlert status={props.notFoundStatus} title={props.texts.notFound} />;
    case 'failed':
      return <RetryAlert title={props.texts.loadFailed} onRetry={props.onRetry} />;
    default:
      return null;
  }
}
