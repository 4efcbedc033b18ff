import { useSelector } from '@xstate/react';
import { settingsPage } from '../../content/customer-pages';
import { portalLinkTexts } from '../../content/payment-banner';
import { createPurchaseHistoryActors } from '../../machines/purchase-history/actors';
import { purchaseHistoryMachine } from '../../machines/purchase-history/machine';
import {
  selectCanCancel,
  selectHasCardPage,
  selectHasOlder,
  selectIsConfirmingCancel,
  selectIsLoadingOlder,
  selectPurchases,
} from '../../machines/purchase-history/selectors';
import { paymentApi } from '../../services/payment';
import { useSessionActor, useSessionUser } from '../app/session-context';
import { Button } from '../components/kit/button';
import { card } from '../components/kit/card.styles';
import { useMachineActor } from '../hooks/use-machine-actor';
import { ActionAlerts } from '../signed-in/action-alerts';
import { ConfirmDialog } from '../signed-in/confirm-dialog';
import { PageHeader } from '../signed-in/page-header';
import { pageColumn } from './page-column.styles';
import { PortalButton } from './portal-link/portal-button';
import { RefreshFailedDialog } from './refresh-failed-dialog';
import { HistoryLoading, PurchaseInfoHeader } from './settings/purchase-info';
import { PurchaseList } from './settings/purchase-list';
import { PurchaseTable } from './settings/purchase-table';
import { settings as styles } from './settings/settings.styles';
import { subscriptionPageImplementations, useSubscriptionPageStatus } from './subscription-page';

/** /customer/settings: Purchase Info and the purchase history (spec section 2). */
export default function SettingsPage() {
  const session = useSessionActor();
  const user = useSessionUser();
  const actor = useMachineActor(purchaseHistoryMachine, {
    provide: () => {
      const page = subscriptionPageImplementations(session);
      return {
        actors: { ...createPurchaseHistoryActors(paymentApi), ...page.actors },
        actions: page.actions,
      };
    },
  });
  const purchases = useSelector(actor, selectPurchases);
  const { error, notice, isBusy, isLoading, loadFailed } = useSubscriptionPageStatus(actor);
  const confirming = useSelector(actor, selectIsConfirmingCancel);
  const canCancel = useSelector(actor, selectCanCancel);
  const hasOlder = useSelector(actor, selectHasOlder);
  const hasCardPage = useSelector(actor, selectHasCardPage);
  const loadingOlder = useSelector(actor, selectIsLoadingOlder);

  const firstLoad = isLoading && purchases.length === 0;

  return (
    <div className={pageColumn.wide}>
      <PageHeader title={settingsPage.title} />
      <ActionAlerts notice={notice} error={error} />
      <div className={card.md.root}>
        <PurchaseInfoHeader
          person={<p className={styles.muted}>{user ? settingsPage.person(user) : ''}</p>}
        />
        <div className={card.md.body}>
          {firstLoad ? <HistoryLoading /> : null}
          {loadFailed ? (
            <Button variant="outline" onClick={() => actor.send({ type: 'history.retry' })}>
              {settingsPage.retry}
            </Button>
          ) : null}
          {!isLoading && !loadFailed && purchases.length === 0 ? (
            <p className={styles.muted}>{settingsPage.empty}</p>
          ) : null}
          {purchases.length > 0 ? (
            <>
              <PurchaseList purchases={purchases} />
              <PurchaseTable purchases={purchases} />
            </>
          ) : null}
          {hasOlder ? (
            <div className={styles.older}>
              <p className={styles.olderStatus} role="status">
                {loadingOlder ? settingsPage.olderLoading : settingsPage.shown(purchases.length)}
              </p>
              {/* Not disabled while loading: a disabled button would drop the keyboard focus;
                  the machine ignores a second request meanwhile. */}
              <Button
                variant="outline"
                aria-busy={loadingOlder}
                onClick={() => actor.send({ type: 'history.older' })}
              >
                {settingsPage.older}
              </Button>
            </div>
          ) : null}
        </div>
        {canCancel || hasCardPage ? (
          <div className={card.md.footer}>
            <div className={styles.actions}>
              {hasCardPage ? (
                <PortalButton variant="outline" label={portalLinkTexts.paymentMethod} />
              ) : null}
              {canCancel ? (
                <Button
                  palette="red"
                  variant="outline"
                  loading={isBusy && !isLoading}
                  onClick={() => actor.send({ type: 'cancel.request' })}
                >
                  {settingsPage.cancel}
                </Button>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        {...settingsPage.cancelConfirmation}
        onConfirm={() => actor.send({ type: 'cancel.confirm' })}
        onDismiss={() => actor.send({ type: 'cancel.keep' })}
      />
      <RefreshFailedDialog actor={actor} />
    </div>
  );
}
