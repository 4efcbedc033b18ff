import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { inspect } from '../../machines/inspector';
import { subscriptionMachine } from '../../machines/subscription/machine';
import { subscriptionOffer } from '../../machines/subscription/offer';
import { subscriptionCheckoutUrl, subscriptionMessages } from '../../services/payment';
import { signedInImplementations, useSessionActor } from '../app/session-context';
import { ActionAlerts } from './action-alerts';
import { ConfirmDialog, formatDate, RefreshFailedDialog } from './confirm-dialog';
import { PageHeader } from './page-header';
import { fromLoad, fromReinstate, fromUpgrade } from './payment-actors';

const ACCOUNTS_PATH = '/customer/accounts';
const planLabel = (type: string | null | undefined) =>
  type === 'YEARLY' ? 'Pro, annual' : type === 'MONTHLY' ? 'Pro, monthly' : '—';
const scheduleStatusLabel = (status: string) =>
  ({ not_started: 'Not started', active: 'Active', completed: 'Completed' })[status] ?? status;

/** Drops `refresh=true` from the address bar without a navigation. */
function removeRefreshQuery() {
  const url = new URL(window.location.href);
  url.searchParams.delete('refresh');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** /customer/accounts, the Account Dashboard (spec sections 2 and 4). */
/** The two confirmations of spec section 4; one dialog shows whichever is pending. */
const confirmations = {
  upgrade: {
    title: 'Upgrade to Annual Subscription',
    text: 'Your plan changes to the annual Pro plan ($300 a year) at the end of the current period. By proceeding you authorise this additional charge.',
    confirmLabel: 'Proceed',
  },
  reinstate: {
    title: 'Reinstate Subscription',
    text: 'Your subscription will renew at the end of the current period again, which may result in an additional cost.',
    confirmLabel: 'Reinstate',
  },
} as const;

export default function AccountsPage() {
  const session = useSessionActor();
  const [machine] = useState(() => {
    const signedIn = signedInImplementations(session);
    return subscriptionMachine.provide({
      actors: {
        ...signedIn.actors,
        loadSubscription: fromLoad(),
        upgrade: fromUpgrade(),
        reinstate: fromReinstate(),
      },
      actions: {
        ...signedIn.actions,
        removeRefreshQuery,
        goToCheckout: (_, { priceId }) => {
          const email = session.getSnapshot().context.session?.user.emailAddress ?? '';
          window.location.assign(subscriptionCheckoutUrl(priceId, email, ACCOUNTS_PATH));
        },
        logout: () => session.send({ type: 'session.signOut' }),
      },
    });
  });
  const refreshFirst = new URLSearchParams(window.location.search).get('refresh') === 'true';
  const actor = useActorRef(machine, { input: { refreshFirst }, inspect });
  const info = useSelector(actor, (state) => state.context.info);
  const config = useSelector(actor, (state) => state.context.config);
  const error = useSelector(actor, (state) => state.context.error);
  const notice = useSelector(actor, (state) => state.context.notice);
  const isBusy = useSelector(actor, (state) => state.hasTag('busy'));
  const isLoading = useSelector(
    actor,
    (state) => state.hasTag('loading') || state.matches('Starting'),
  );
  const loadFailed = useSelector(actor, (state) => state.matches('LoadFailed'));
  const confirmingUpgrade = useSelector(actor, (state) => state.matches('ConfirmingUpgrade'));
  const confirmingReinstate = useSelector(actor, (state) => state.matches('ConfirmingReinstate'));
  const confirmation = confirmingUpgrade
    ? confirmations.upgrade
    : confirmingReinstate
      ? confirmations.reinstate
      : null;
  const refreshFailed = useSelector(actor, (state) => state.matches('RefreshFailed'));
  const offer = info ? subscriptionOffer(info) : null;

  return (
    <Stack gap="6" maxW="4xl" w="full">
      <PageHeader
        title="Account Dashboard"
        subtitle="Your Pro subscription: its status, plan and changes."
      />
      <ActionAlerts notice={notice} error={error} />
      {isLoading && !info ? (
        <Text color="fg.muted" role="status">
          {subscriptionMessages.loadingAccounts}
        </Text>
      ) : null}
      {loadFailed ? (
        <Box>
          <Button variant="outline" onClick={() => actor.send({ type: 'subscription.retry' })}>
            Try again
          </Button>
        </Box>
      ) : null}
      {info && offer !== 'subscribe' ? (
        <Card.Root>
          <Card.Header>
            <HStack justify="space-between" flexWrap="wrap" gap="2">
              <Heading as="h2" size="lg">
                Pro subscription
              </Heading>
              <Badge
                size="lg"
                colorPalette={offer === 'reinstate' ? 'orange' : 'teal'}
                data-testid="subscription-status"
              >
                Status: {info.status}
              </Badge>
            </HStack>
          </Card.Header>
          <Card.Body>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
              <Fact label="Plan" value={planLabel(info.subscriptionType)} />
              <Fact label="Current period from" value={formatDate(info.startDate)} />
              <Fact
                label={offer === 'reinstate' ? 'Ends on' : 'Renews on'}
                value={formatDate(info.endDate)}
              />
            </SimpleGrid>
            {offer === 'scheduled' && info.scheduleSubscription ? (
              <Box mt="6" p="4" borderWidth="1px" borderRadius="md" bg="bg.subtle">
                <Heading as="h3" size="md" mb="3">
                  Schedule Info
                </Heading>
                <SimpleGrid columns={{ base: 1, sm: 4 }} gap="4">
                  <Fact
                    label="New plan"
                    value={planLabel(info.scheduleSubscription.subscriptionType)}
                  />
                  <Fact label="Starts" value={formatDate(info.scheduleSubscription.startDate)} />
                  <Fact label="Until" value={formatDate(info.scheduleSubscription.endDate)} />
                  <Fact
                    label="Status"
                    value={scheduleStatusLabel(info.scheduleSubscription.status)}
                  />
                </SimpleGrid>
              </Box>
            ) : null}
          </Card.Body>
          <Card.Footer>
            {offer === 'reinstate' ? (
              <Button
                colorPalette="brand"
                w={{ base: 'full', sm: 'auto' }}
                whiteSpace="normal"
                h="auto"
                minH="10"
                py="2"
                loading={isBusy}
                onClick={() => actor.send({ type: 'reinstate.request' })}
              >
                Reinstate Subscription
              </Button>
            ) : offer === 'scheduled' ? null : offer === 'annual' ? (
              <Text color="fg.muted">You are on the annual plan.</Text>
            ) : (
              <Button
                colorPalette="brand"
                w={{ base: 'full', sm: 'auto' }}
                whiteSpace="normal"
                h="auto"
                minH="10"
                py="2"
                loading={isBusy}
                onClick={() => actor.send({ type: 'upgrade.request' })}
              >
                Upgrade to Annual Subscription
              </Button>
            )}
          </Card.Footer>
        </Card.Root>
      ) : null}
      {info && offer === 'subscribe' ? (
        <Card.Root>
          <Card.Header>
            <HStack gap="2">
              <Heading as="h2" size="lg">
                Pro
              </Heading>
              <Badge colorPalette="teal">Most popular</Badge>
            </HStack>
            <Text color="fg.muted">
              Store marketplace, custom script requests, tech support and the AI scriptwriter.
            </Text>
          </Card.Header>
          <Card.Body>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <PlanChoice
                price="$30"
                period="/month"
                label="Subscribe monthly"
                disabled={!config}
                onChoose={() => actor.send({ type: 'checkout.start', period: 'monthly' })}
              />
              <PlanChoice
                price="$300"
                period="/year"
                label="Subscribe yearly"
                disabled={!config}
                onChoose={() => actor.send({ type: 'checkout.start', period: 'yearly' })}
              />
            </SimpleGrid>
            {config && info.status === 'none' ? (
              <Text mt="4" fontSize="sm" color="fg.muted">
                New customers: use code <b>{config.promoCode}</b> at checkout for a free first
                month.
              </Text>
            ) : null}
          </Card.Body>
        </Card.Root>
      ) : null}
      <ConfirmDialog
        open={confirmation !== null}
        {...(confirmation ?? confirmations.upgrade)}
        dismissLabel="Cancel"
        onConfirm={() => actor.send({ type: 'confirm.proceed' })}
        onDismiss={() => actor.send({ type: 'confirm.dismiss' })}
      />
      <RefreshFailedDialog
        open={refreshFailed}
        onOk={() => actor.send({ type: 'refreshFailed.acknowledge' })}
      />
    </Stack>
  );
}

function Fact(props: { label: string; value: string }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="sm" color="fg.muted">
        {props.label}
      </Text>
      <Text fontWeight="semibold">{props.value}</Text>
    </Stack>
  );
}

function PlanChoice(props: {
  price: string;
  period: string;
  label: string;
  disabled: boolean;
  onChoose: () => void;
}) {
  return (
    <Stack gap="3" p="4" borderWidth="1px" borderRadius="md">
      <Text fontSize="3xl" fontWeight="bold">
        {props.price}
        <Text as="span" fontSize="md" color="fg.muted" fontWeight="normal">
          {props.period}
        </Text>
      </Text>
      <Button colorPalette="brand" disabled={props.disabled} onClick={props.onChoose}>
        {props.label}
      </Button>
    </Stack>
  );
}
