import type { SnapshotFrom } from 'xstate';
import type { devicesMachine } from './machine';

type DevicesSnapshot = SnapshotFrom<typeof devicesMachine>;

/** Newest first, as the server sends them; empty until loaded. */
export const selectDevices = (snapshot: DevicesSnapshot) => snapshot.context.list?.devices ?? [];

/** The list has arrived at least once (an empty list is an answer too). */
export const selectHasLoaded = (snapshot: DevicesSnapshot) => snapshot.context.list !== null;

export const selectLimit = (snapshot: DevicesSnapshot) => snapshot.context.list?.limit ?? null;

export const selectEntitlement = (snapshot: DevicesSnapshot) =>
  snapshot.context.list?.entitlement ?? null;

export const selectError = (snapshot: DevicesSnapshot) => snapshot.context.error;

export const selectIsLoading = (snapshot: DevicesSnapshot) => snapshot.hasTag('loading');

export const selectLoadFailed = (snapshot: DevicesSnapshot) => snapshot.matches('LoadFailed');
