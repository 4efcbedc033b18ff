import type { Notice } from '../../../machines/wizard-notice';
import { IslandAlert } from '../../public/islands/island-form';

/** A card's last outcome: a success said politely, a failure as an alert; nothing without one. */
export function NoticeAlert({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return <IslandAlert status={notice.status === 'error' ? 'error' : 'info'} title={notice.text} />;
}
