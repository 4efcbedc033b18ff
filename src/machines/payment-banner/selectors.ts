import type { SnapshotFrom } from 'xstate';
import type { paymentBannerMachine } from './machine';

type Snapshot = SnapshotFrom<typeof paymentBannerMachine>;

/** The notice on screen: none while loading, once hidden or dismissed. */
export const selectShownNotice = (snapshot: Snapshot) =>
  snapshot.matches('Failing') || snapshot.matches('Thanked') ? snapshot.context.notice : null;
