import type { Notice } from '../../../machines/wizard-notice';
import { StatusAlert } from './status-alert';

/** The outcome of the last call: a success or a failure sentence of spec section 8. */
export function NoticeAlert({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return <StatusAlert status={notice.status} title={notice.text} />;
}
