import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { settingsPage } from '../../content/customer-pages';
import { createPurchaseHistoryActors } from '../../machines/purchase-history/actors';
import { purchaseHistoryMachine } from '../../machines/purchase-history/machine';
import {
  selectCanCancel,
  selectHasOlder,
  selectIsConfirmingCancel,
  selectIsLoadingOlder,
  selectPurchases,
} from '../../machines/purchase-history/selectors';
import { paymentApi } from '../../services/payment';
import { useSessionActor, useSessionUser } from '../app/session-context';
import { useMachineActor } from '../hooks/use-machine-actor';
import { ActionAlerts } from '../signed-in/action-alerts';
import { ConfirmDialog } from '../signed-in/confirm-dialog';
import { PageHeader } from '../signed-in/page-header';
import { RefreshFailedDialog } from './refresh-failed-dialog';
import { PurchaseList } from './settings/purchase-list';
import { PurchaseTable } from './settings/purchase-table';
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
  const loadingOlder = useSelector(actor, selectIsLoadingOlder);

  return (
    <Stack gap="6" maxW="5xl" w="full">
      <PageHeader title={settingsPage.title} />
      <ActionAlerts notice={notice} error={error} />
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="lg">
            {settingsPage.purchaseInfo}
          </Heading>
          <Text color="fg.muted">{user ? settingsPage.person(user) : ''}</Text>
        </Card.Header>
        <Card.Body>
          {isLoading && purchases.length === 0 ? (
            <Text color="fg.muted" role="status">
              {settingsPage.loading}
            </Text>
          ) : null}
          {loadFailed ? (
            <Button variant="outline" onClick={() => actor.send({ type: 'history.retry' })}>
              {settingsPage.retry}
            </Button>
          ) : null}
          {!isLoading && !loadFailed && purchases.length === 0 ? (
            <Text color="fg.muted">{settingsPage.empty}</Text>
          ) : null}
          {purchases.length > 0 ? (
            <>
              <PurchaseList purchases={purchases} />
              <PurchaseTable purchases={purchases} />
            </>
          ) : null}
          {hasOlder ? (
            <Stack align="center" gap="2" mt="4">
              <Text fontSize="sm" color="fg.muted" role="status">
                {loadingOlder ? settingsPage.olderLoading : settingsPage.shown(purchases.length)}
              </Text>
              {/* Not disabled while loading: a disabled button would drop the keyboard focus;
                  the machine ignores a second request meanwhile. */}
              <Button
                variant="outline"
                aria-busy={loadingOlder}
                onClick={() => actor.send({ type: 'history.older' })}
              >
                {settingsPage.older}
              </Button>
            </Stack>
          ) : null}
        </Card.Body>
        {canCancel ? (
          <Card.Footer>
            <Button
              colorPalette="red"
              variant="outline"
              loading={isBusy && !isLoading}
              onClick={() => actor.send({ type: 'cancel.request' })}
            >
              {settingsPage.cancel}
            </Button>
          </Card.Footer>
        ) : null}
      </Card.Root>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        {...settingsPage.cancelConfirmation}
        onConfirm={() => actor.send({ type: 'cancel.confirm' })}
        onDismiss={() => actor.send({ type: 'cancel.keep' })}
      />
      <RefreshFailedDialog actor={actor} />
    </Stack>
  );
}
