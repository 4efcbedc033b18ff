import type { SnapshotFrom } from 'xstate';
import { canCancel, type purchaseHistoryMachine } from './machine';

export * from '../subscription/page-selectors';

type HistorySnapshot = SnapshotFrom<typeof purchaseHistoryMachine>;

/** Newest first. */
export const selectPurchases = (snapshot: HistorySnapshot) => snapshot.context.purchases;

export const selectCanCancel = (snapshot: HistorySnapshot) => canCancel(snapshot.context);

/** The cancel-subscription confirmation is open. */
export const selectIsConfirmingCancel = (snapshot: HistorySnapshot) =>
  snapshot.matches('ConfirmingCancel');

/** Older purchases remain to be loaded. */
/** Stripe keeps the card and invoices: Settings offers its Customer Portal (issue 37). */
export const selectHasCardPage = (snapshot: HistorySnapshot) =>
  snapshot.context.subscription?.hasCardPage === true;
export const selectHasOlder = (snapshot: HistorySnapshot) => snapshot.context.hasOlder;

export const selectIsLoadingOlder = (snapshot: HistorySnapshot) => snapshot.matches('LoadingOlder');
