import type { SnapshotFrom } from 'xstate';
import type { ScriptSummary } from '../../services/contract';
import type { scriptStoreMachine } from './machine';

type StoreSnapshot = SnapshotFrom<typeof scriptStoreMachine>;

const NO_SCRIPTS: ScriptSummary[] = [];

/** The scripts of the page on screen (none while it loads). */
export const selectScripts = (snapshot: StoreSnapshot) =>
  snapshot.context.pages[snapshot.context.page] ?? NO_SCRIPTS;

export const selectPage = (snapshot: StoreSnapshot) => snapshot.context.page;

/** Before the store opens nothing is on screen yet either: the loader shows from the start. */
export const selectIsLoading = (snapshot: StoreSnapshot) =>
  snapshot.hasTag('loading') || snapshot.matches('Idle');

/** The failure sentence, while the page failed to load. */
export const selectErrorMessage = (snapshot: StoreSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.errorMessage : null;

export const selectCanGoNext = (snapshot: StoreSnapshot) => snapshot.can({ type: 'page.next' });

export const selectCanGoBack = (snapshot: StoreSnapshot) => snapshot.can({ type: 'page.previous' });
