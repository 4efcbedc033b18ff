import { Badge, Box, Button, Card, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { inspect } from '../../machines/inspector';
import { purchaseHistoryMachine, selectCanCancel } from '../../machines/purchase-history/machine';
import type { PurchaseItem } from '../../services/contract';
import { subscriptionMessages } from '../../services/payment';
import { signedInImplementations, useSessionActor, useSessionUser } from '../app/session-context';
import { ActionAlerts } from './action-alerts';
import { ConfirmDialog, formatDate, RefreshFailedDialog } from './confirm-dialog';
import { PageHeader } from './page-header';
import { fromCancel, fromSettings } from './payment-actors';

/** Cents as dollars with 2 decimals (spec section 9). */
export const formatPrice = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const periodText = (item: PurchaseItem) =>
  item.endDate
    ? `${formatDate(item.startDate)} – ${formatDate(item.endDate)}`
    : formatDate(item.startDate);

/** /customer/settings: Purchase Info and the purchase history (spec section 2). */
export default function SettingsPage() {
  const session = useSessionActor();
  const user = useSessionUser();
  const [machine] = useState(() => {
    const signedIn = signedInImplementations(session);
    return purchaseHistoryMachine.provide({
      actors: {
        ...signedIn.actors,
        loadSettings: fromSettings(),
        cancelSubscription: fromCancel(),
      },
      actions: { ...signedIn.actions, logout: () => session.send({ type: 'session.signOut' }) },
    });
  });
  const actor = useActorRef(machine, { inspect });
  const purchases = useSelector(actor, (state) => state.context.purchases);
  const error = useSelector(actor, (state) => state.context.error);
  const notice = useSelector(actor, (state) => state.context.notice);
  const isLoading = useSelector(actor, (state) => state.hasTag('loading'));
  const isBusy = useSelector(actor, (state) => state.hasTag('busy'));
  const loadFailed = useSelector(actor, (state) => state.matches('LoadFailed'));
  const confirming = useSelector(actor, (state) => state.matches('ConfirmingCancel'));
  const refreshFailed = useSelector(actor, (state) => state.matches('RefreshFailed'));
  const canCancel = useSelector(actor, selectCanCancel);

  return (
    <Stack gap="6" maxW="5xl" w="full">
      <PageHeader title="Settings" />
      <ActionAlerts notice={notice} error={error} />
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="lg">
            Purchase Info
          </Heading>
          <Text color="fg.muted">
            {user ? `${user.firstName} ${user.lastName} · ${user.emailAddress}` : ''}
          </Text>
        </Card.Header>
        <Card.Body>
          {isLoading && purchases.length === 0 ? (
            <Text color="fg.muted" role="status">
              {subscriptionMessages.loadingSettings}
            </Text>
          ) : null}
          {loadFailed ? (
            <Button variant="outline" onClick={() => actor.send({ type: 'history.retry' })}>
              Try again
            </Button>
          ) : null}
          {!isLoading && !loadFailed && purchases.length === 0 ? (
            <Text color="fg.muted">No purchases yet.</Text>
          ) : null}
          {purchases.length > 0 ? (
            <Stack as="ul" gap="3" display={{ base: 'flex', md: 'none' }} listStyleType="none">
              {purchases.map((item) => (
                <Box
                  as="li"
                  key={`${item.createdDate}-${item.name}-${item.startDate}`}
                  p="3"
                  borderWidth="1px"
                  borderRadius="md"
                >
                  <HStack justify="space-between" align="start" gap="3">
                    <Text fontWeight="semibold">{item.name}</Text>
                    <Text fontWeight="semibold">{formatPrice(item.price)}</Text>
                  </HStack>
                  <HStack justify="space-between" mt="2" gap="3" flexWrap="wrap">
                    <Badge colorPalette={item.type === 'SUBSCRIPTION' ? 'teal' : 'purple'}>
                      {item.type}
                    </Badge>
                    <Text fontSize="sm" color="fg.muted">
                      {periodText(item)}
                    </Text>
                  </HStack>
                </Box>
              ))}
            </Stack>
          ) : null}
          {purchases.length > 0 ? (
            <Box overflowX="auto" display={{ base: 'none', md: 'block' }}>
              <Table.Root size="sm" aria-label="Purchase history">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Name</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
                    <Table.ColumnHeader>Type</Table.ColumnHeader>
                    <Table.ColumnHeader>Purchased</Table.ColumnHeader>
                    <Table.ColumnHeader>Period</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {purchases.map((item) => (
                    <Table.Row key={`${item.createdDate}-${item.name}-${item.startDate}`}>
                      <Table.Cell>{item.name}</Table.Cell>
                      <Table.Cell textAlign="end">{formatPrice(item.price)}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={item.type === 'SUBSCRIPTION' ? 'teal' : 'purple'}>
                          {item.type}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{formatDate(item.createdDate)}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{periodText(item)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
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
              Cancel Subscription
            </Button>
          </Card.Footer>
        ) : null}
      </Card.Root>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title="Cancel Subscription"
        text="Are you sure? This action cannot be undone here: Pro stays active until the end of the current period."
        confirmLabel="Yes, Cancel Subscription"
        dismissLabel="No, Keep Subscription"
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
