import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { purchaseHistoryMachine } from '../../machines/purchase-history/machine';
import type { subscriptionMachine } from '../../machines/subscription/machine';
import {
  selectError,
  selectIsBusy,
  selectIsLoading,
  selectLoadFailed,
  selectNotice,
} from '../../machines/subscription/page-selectors';
import { type SessionActor, signedInImplementations } from '../app/session-context';

/** The two pages that show the subscription: Accounts and Settings (subscription/page-states.ts). */
export type SubscriptionPageActor =
  | ActorRefFrom<typeof subscriptionMachine>
  | ActorRefFrom<typeof purchaseHistoryMachine>;

/** What both pages bind to talk to the session: its refresh, its end on a 401, the sign-out. */
export function subscriptionPageImplementations(session: SessionActor) {
  const signedIn = signedInImplementations(session);
  return {
    actors: signedIn.actors,
    actions: { ...signedIn.actions, logout: () => session.send({ type: 'session.signOut' }) },
  };
}

/** What both pages show of their shared states: the messages, and whether they wait or failed. */
export function useSubscriptionPageStatus(actor: SubscriptionPageActor) {
  return {
    error: useSelector(actor, selectError),
    notice: useSelector(actor, selectNotice),
    isBusy: useSelector(actor, selectIsBusy),
    isLoading: useSelector(actor, selectIsLoading),
    loadFailed: useSelector(actor, selectLoadFailed),
  };
}
