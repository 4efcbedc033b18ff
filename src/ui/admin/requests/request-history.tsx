import { requestTexts as texts } from '../../../content/admin/requests';
import type { AdminRequestDetail } from '../../../services/contract';
import { formatDateTime } from '../../signed-in/format';
import { RequestStatusBadge } from '../../signed-in/request-status-badge';
import { requestPage as styles } from './request.styles';

/** The request's steps, oldest first: each status reached, when, by whom, with its note. */
export function RequestHistory({ events }: { events: AdminRequestDetail['events'] }) {
  return (
    <ol className={styles.history}>
      {events.map((event, index) => (
        // Events are only ever added, in order: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: an append-only history
        <li key={index} className={styles.event}>
          <div className={styles.eventHead}>
            <RequestStatusBadge status={event.status} />
            <p className={styles.eventWhen}>
              {formatDateTime(event.createdAt)} · {texts.historyBy(event.actorEmail)}
            </p>
          </div>
          {event.note && <p className={styles.eventNote}>{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
