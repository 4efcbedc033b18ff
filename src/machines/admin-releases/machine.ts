import { assign, setup } from 'xstate';
import { releasesConsole as texts } from '../../content/admin/releases';
import type { ReleaseChange } from '../../services/admin-releases';
import type { AdminRelease } from '../../services/contract';
import { loadingState, loggedOutState } from '../load-list';
import { notProvided } from '../not-provided';
import { isUnauthorizedGuard } from '../signed-in-call';

type ReleasesContext = {
  /** Newest first, as the server lists them; null until the first answer. */
  releases: AdminRelease[] | null;
  error: string | null;
  /** What the last saved draft said. */
  notice: string | null;
};

export type AdminReleasesEvent =
  | { type: 'releases.retry' }
  /** The form saved a draft: the list is read again and says so. */
  | { type: 'releases.created'; version: string }
  /** A publish or a withdrawal is done (the page's confirmed action): the list is read again. */
  | { type: 'releases.reload' };

/** A draft or a withdrawn release can be published; only a published one withdrawn. */
export const allowedChanges = (release: AdminRelease): ReleaseChange[] =>
  release.status === 'published' ? ['withdraw'] : ['publish'];

/**
 * /admin/releases (issue 18): every release with its state and downloads, read again after a
 * publish or a withdrawal (each a confirmed action of the page) and after the form saved a
 * draft; the previous list stays on screen meanwhile. A failed load offers a retry; a 401
 * ends the session.
 */
export const adminReleasesMachine = setup({
  types: {
    context: {} as ReleasesContext,
    events: {} as AdminReleasesEvent,
  },
  actors: {
    loadReleases: notProvided<AdminRelease[]>('loadReleases'),
  },
  actions: {
    endSession: () => {},
    assignLoaded: assign((_, releases: AdminRelease[]) => ({ releases, error: null })),
    assignError: assign((_, error: string) => ({ error, notice: null })),
    assignCreated: assign((_, version: string) => ({ notice: texts.created(version) })),
    clearMessages: assign({ error: null, notice: null }),
  },
  guards: { isUnauthorized: isUnauthorizedGuard },
}).createMachine({
  id: 'adminReleases',
  context: { releases: null, error: null, notice: null },
  initial: 'Loading',
  states: {
    Loading: loadingState<AdminRelease[]>()('loadReleases'),
    LoadFailed: { on: { 'releases.retry': { target: 'Loading', actions: 'clearMessages' } } },
    Shown: {
      on: {
        'releases.created': {
          target: 'Loading',
          actions: { type: 'assignCreated', params: ({ event }) => event.version },
        },
        'releases.reload': { target: 'Loading', actions: 'clearMessages' },
      },
    },
    LoggedOut: loggedOutState,
  },
});
