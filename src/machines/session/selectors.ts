import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectIsSignedIn = (snapshot: SessionSnapshot) => snapshot.matches('SignedIn');

export const selectSession = (snapshot: SessionSnapshot) => snapshot.context.session;

export const selectUser = (snapshot: SessionSnapshot) => snapshot.context.session?.user ?? null;

/** A refresh is under way: pages that ask for one meanwhile wait for it. */
export const selectIsRefreshing = (snapshot: SessionSnapshot) => snapshot.hasTag('refreshing');

/** Why the last refresh failed (null while one is under way or after a success). */
export const selectRefreshError = (snapshot: SessionSnapshot) => snapshot.context.refreshError;
