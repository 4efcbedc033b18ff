import { useSelector } from '@xstate/react';
import { accountsPage } from '../../content/customer-pages';
import { selectUser } from '../../machines/session/selectors';
import { createSubscriptionActors } from '../../machines/subscription/actors';
import { subscriptionMachine } from '../../machines/subscription/machine';
import {
  selectConfig,
  selectConfirmation,
  selectInfo,
  selectOffer,
} from '../../machines/subscription/selectors';
import { paymentApi, subscriptionCheckoutUrl } from '../../services/payment';
import { useSessionActor } from '../app/session-context';
import { AlertIcon } from '../components/form/alert-icon';
import { useMachineActor } from '../hooks/use-machine-actor';
import { ActionAlerts } from '../signed-in/action-alerts';
import { ConfirmDialog } from '../signed-in/confirm-dialog';
import { formatEpochDate } from '../signed-in/format';
import { ListLoadStatus } from '../signed-in/list-load-status';
import { PageHeader } from '../signed-in/page-header';
import { accounts as styles } from './accounts/accounts.styles';
import { ProOfferCard } from './accounts/pro-offer-card';
import { SubscriptionCard } from './accounts/subscription-card';
import { SubscriptionPlaceholder } from './accounts/subscription-placeholder';
import { DevicesEntitlement } from './devices/devices-entitlement';
import { pageColumn } from './page-column.styles';
import { RefreshFailedDialog } from './refresh-failed-dialog';
import { subscriptionPageImplementations, useSubscriptionPageStatus } from './subscription-page';

/** Drops `refresh=true` from the address bar without a navigation. */
function removeRefreshQuery() {
  const url = new URL(window.location.href);
  url.searchParams.delete('refresh');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** /customer/accounts, the Account Dashboard (spec sections 2 and 4). */
export default function AccountsPage() {
  const session = useSessionActor();
  const refreshFirst = new URLSearchParams(window.location.search).get('refresh') === 'true';
  const actor = useMachineActor(subscriptionMachine, {
    provide: () => {
      const page = subscriptionPageImplementations(session);
      return {
        actors: { ...createSubscriptionActors(paymentApi), ...page.actors },
        actions: {
          ...page.actions,
          removeRefreshQuery,
          goToCheckout: (_, { priceId }) => {
            const email = selectUser(session.getSnapshot())?.emailAddress ?? '';
            window.location.assign(subscriptionCheckoutUrl(priceId, email));
          },
        },
      };
    },
    input: { refreshFirst },
  });
  const info = useSelector(actor, selectInfo);
  const config = useSelector(actor, selectConfig);
  const offer = useSelector(actor, selectOffer);
  const { error, notice, isBusy, isLoading, loadFailed } = useSubscriptionPageStatus(actor);
  const confirming = useSelector(actor, selectConfirmation);
  const confirmation = accountsPage.confirmations[confirming ?? 'upgrade'];

  const loadStatus = (
    <ListLoadStatus
      loading={isLoading && !info}
      failed={loadFailed}
      texts={accountsPage}
      onRetry={() => actor.send({ type: 'subscription.retry' })}
    />
  );

  return (
    <div className={pageColumn.narrow}>
      <PageHeader title={accountsPage.title} subtitle={accountsPage.subtitle} />
      <ActionAlerts notice={notice} error={error} />
      {info?.complimentaryProUntil ? (
        <div className={styles.complimentary} data-testid="complimentary-pro">
          <span className={styles.complimentaryIndicator}>
            <AlertIcon status="info" />
          </span>
          <div className={styles.complimentaryTitle}>
            {accountsPage.complimentary(formatEpochDate(info.complimentaryProUntil))}
          </div>
        </div>
      ) : null}
      {/* The card's frame holds its place while the subscription loads. */}
      {!info && !loadFailed ? (
        <SubscriptionPlaceholder>{loadStatus}</SubscriptionPlaceholder>
      ) : (
        loadStatus
      )}
      {info && offer && offer !== 'subscribe' ? (
        <SubscriptionCard
          info={info}
          offer={offer}
          busy={isBusy}
          withPortal={info.hasCardPage === true}
          onReinstate={() => actor.send({ type: 'reinstate.request' })}
          onUpgrade={() => actor.send({ type: 'upgrade.request' })}
        />
      ) : null}
      {info && offer === 'subscribe' ? (
        <ProOfferCard
          config={config}
          isNewCustomer={info.status === 'none'}
          onChoose={(period) => actor.send({ type: 'checkout.start', period })}
        />
      ) : null}
      {/* Below the subscription once it is drawn (or failed), so its arrival moves nothing. */}
      <DevicesEntitlement shown={Boolean(info) || loadFailed} />
      <ConfirmDialog
        open={confirming !== null}
        {...confirmation}
        dismissLabel={accountsPage.dismiss}
        onConfirm={() => actor.send({ type: 'confirm.proceed' })}
        onDismiss={() => actor.send({ type: 'confirm.dismiss' })}
      />
      <RefreshFailedDialog actor={actor} />
    </div>
  );
}
