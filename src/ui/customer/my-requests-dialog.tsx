import { useSelector } from '@xstate/react';
import { Link as RouterLink } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { myRequestsTexts as texts } from '../../content/script-store';
import type { myRequestsMachine } from '../../machines/my-requests/machine';
import { scriptPagePath } from '../../services/contract';
import { StatusAlert } from '../components/form/status-alert';
import { Button } from '../components/kit/button';
import { AppDialog, Dialog } from '../signed-in/app-dialog';
import { formatDate, formatPrice } from '../signed-in/format';
import { RequestStatusBadge } from '../signed-in/request-status-badge';
import { requests as styles } from './store/requests.styles';

type MyRequestsActor = ActorRefFrom<typeof myRequestsMachine>;

/** The customer's own custom requests, newest first, each with its status and its script. */
export function MyRequestsDialog({ actor }: { actor: MyRequestsActor }) {
  const open = useSelector(actor, (snapshot) => snapshot.matches('Open'));
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const requests = useSelector(actor, (snapshot) => snapshot.context.requests);
  const close = () => actor.send({ type: 'dialog.close' });

  return (
    <AppDialog
      gutter
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      size="lg"
      placement="center"
      scrollBehavior="inside"
    >
      <Dialog.Header>
        <Dialog.Title>{texts.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {loading && (
          <div role="status" className={styles.loading}>
            <span className={styles.spinner} />
            <p className={styles.muted}>{texts.loading}…</p>
          </div>
        )}
        {failed && (
          <StatusAlert
            status="error"
            title={texts.failed}
            action={
              <Button
                size="sm"
                variant="outline"
                onClick={() => actor.send({ type: 'list.retry' })}
              >
                {texts.retry}
              </Button>
            }
          />
        )}
        {!loading && !failed && requests.length === 0 && (
          <p className={styles.muted}>{texts.empty}</p>
        )}
        {!loading && !failed && requests.length > 0 && (
          <ul className={styles.list}>
            {requests.map((request) => (
              <li key={request.id} className={styles.item}>
                <div className={styles.itemTop}>
                  <p className={styles.name}>{request.name}</p>
                  <RequestStatusBadge status={request.status} />
                </div>
                <p className={styles.meta}>
                  {formatDate(request.createdAt)}
                  {request.quotedPriceCents !== null &&
                    ` · ${texts.quote(formatPrice(String(request.quotedPriceCents / 100)))}`}
                </p>
                {request.declineReason && (
                  <p className={styles.declined}>{texts.declined(request.declineReason)}</p>
                )}
                {request.deliveredScript && (
                  <RouterLink
                    href={`~${scriptPagePath(request.deliveredScript.scriptName)}`}
                    onClick={close}
                    className={styles.scriptLink}
                  >
                    {texts.openScript(request.deliveredScript.scriptName)}
                  </RouterLink>
                )}
              </li>
            ))}
          </ul>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={close}>
          {texts.close}
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
