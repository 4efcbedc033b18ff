import { assign, setup } from 'xstate';
import { releasesConsole as texts } from '../../content/admin/releases';
import type { ReleaseChange, ReleaseRolloutRequest } from '../../services/admin-releases';
import type { AdminRelease, AdminReleaseList } from '../../services/contract';
import { loadingState, loggedOutState } from '../load-list';
import { notProvided } from '../not-provided';
import { isUnauthorizedGuard } from '../signed-in-call';

type ReleasesContext = {
  /** Newest first, as the server lists them; null until the first answer. */
  releases: AdminRelease[] | null;
  minimumVersion: string | null;
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

/**
 * A draft or a withdrawn release can be published; only a published one withdrawn; a yanked
 * one neither (it stays out: a fixed version is released instead).
 */
export const allowedChanges = (release: AdminRelease): ReleaseChange[] =>
  ({ draft: ['publish'], withdrawn: ['publish'], published: ['withdraw'], yanked: [] })[
    release.status
  ] as ReleaseChange[];

/**
 * The rollout controls a release offers (issue 36): a draft's first share; a published one's
 * raise (while under 100% or halted), halt (unless halted) and yank.
 */
export function allowedRolloutChanges(release: AdminRelease): ReleaseRolloutRequest[] {
  const { version, rolloutPercent: percent } = release;
  const halted = release.haltedAt !== null;
  if (release.status === 'draft') {
    return [{ kind: 'rollout', version, percent, halted, draft: true }];
  }
  if (release.status !== 'published') return [];
  return [
    ...(percent < 100 || halted
      ? [{ kind: 'rollout', version, percent, halted, draft: false } as const]
      : []),
    ...(halted ? [] : [{ kind: 'halt', version } as const]),
    { kind: 'yank', version },
  ];
}

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
    loadReleases: notProvided<AdminReleaseList>('loadReleases'),
  },
  actions: {
    endSession: () => {},
    assignLoaded: assign((_, loaded: AdminReleaseList) => ({
      releases: loaded.releases,
      minimumVersion: loaded.minimumVersion,
      error: null,
    })),
    assignError: assign((_, error: string) => ({ error, notice: null })),
    assignCreated: assign((_, version: string) => ({ notice: texts.created(version) })),
    clearMessages: assign({ error: null, notice: null }),
  },
  guards: { isUnauthorized: isUnauthorizedGuard },
}).createMachine({
  id: 'adminReleases',
  context: { releases: null, minimumVersion: null, error: null, notice: null },
  initial: 'Loading',
  states: {
    Loading: loadingState<AdminReleaseList>()('loadReleases'),
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
