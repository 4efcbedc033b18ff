import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { settingsPage } from '../../content/customer-pages';
import { inspect } from '../../machines/inspector';
import { createPurchaseHistoryActors } from '../../machines/purchase-history/actors';
import { purchaseHistoryMachine } from '../../machines/purchase-history/machine';
import {
  selectCanCancel,
  selectError,
  selectIsBusy,
  selectIsConfirmingCancel,
  selectIsLoading,
  selectLoadFailed,
  selectNotice,
  selectPurchases,
  selectRefreshFailed,
} from '../../machines/purchase-history/selectors';
import { paymentApi } from '../../services/payment';
import { signedInImplementations, useSessionActor, useSessionUser } from '../app/session-context';
import { ActionAlerts } from './action-alerts';
import { ConfirmDialog, RefreshFailedDialog } from './confirm-dialog';
import { PageHeader } from './page-header';
import { PurchaseList } from './settings/purchase-list';
import { PurchaseTable } from './settings/purchase-table';

/** /customer/settings: Purchase Info and the purchase history (spec section 2). */
export default function SettingsPage() {
  const session = useSessionActor();
  const user = useSessionUser();
  const [machine] = useState(() => {
    const signedIn = signedInImplementations(session);
    return purchaseHistoryMachine.provide({
      actors: { ...createPurchaseHistoryActors(paymentApi), ...signedIn.actors },
      actions: { ...signedIn.actions, logout: () => session.send({ type: 'session.signOut' }) },
    });
  });
  const actor = useActorRef(machine, { inspect });
  const purchases = useSelector(actor, selectPurchases);
  const error = useSelector(actor, selectError);
  const notice = useSelector(actor, selectNotice);
  const isLoading = useSelector(actor, selectIsLoading);
  const isBusy = useSelector(actor, selectIsBusy);
  const loadFailed = useSelector(actor, selectLoadFailed);
  const confirming = useSelector(actor, selectIsConfirmingCancel);
  const refreshFailed = useSelector(actor, selectRefreshFailed);
  const canCancel = useSelector(actor, selectCanCancel);

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
      <RefreshFailedDialog
        open={refreshFailed}
        onOk={() => actor.send({ type: 'refreshFailed.acknowledge' })}
      />
    </Stack>
  );
}
