import type { SnapshotFrom } from 'xstate';
import type { securitySessionsMachine } from './machine';

type SessionsSnapshot = SnapshotFrom<typeof securitySessionsMachine>;

/** This browser first, then the most recently used, as the server sends them. */
export const selectSessions = (snapshot: SessionsSnapshot) => snapshot.context.list ?? [];
export const selectHasLoaded = (snapshot: SessionsSnapshot) => snapshot.context.list !== null;
export const selectIsLoading = (snapshot: SessionsSnapshot) => snapshot.hasTag('loading');
export const selectLoadFailed = (snapshot: SessionsSnapshot) => snapshot.matches('LoadFailed');
export const selectIsBusy = (snapshot: SessionsSnapshot) => snapshot.hasTag('busy');
export const selectSigningOut = (snapshot: SessionsSnapshot) => snapshot.context.signingOut;
export const selectSigningOutOthers = (snapshot: SessionsSnapshot) =>
  snapshot.matches('SigningOutOthers');
export const selectError = (snapshot: SessionsSnapshot) => snapshot.context.error;
export const selectNotice = (snapshot: SessionsSnapshot) => snapshot.context.notice;
