import { fromCallback, fromPromise } from 'xstate';
import {
  readRefreshKey,
  refreshNote,
  type SessionChange,
  watchOtherTabs,
} from '../../services/session-storage';
import type { Session, SessionEvent } from './machine';

/** What the session machine calls: another tab's storage changes, the refresh, the revocation. */
export type SessionApi = {
  watchOtherTabs: (onChange: (change: SessionChange) => void) => () => void;
  refresh: (token: string) => Promise<Session>;
  revoke: (token: string) => Promise<unknown>;
};

/**
 * The call ended without an answer (the network failed, or the 15-second timeout): the server
 * may have answered all the same.
 */
const noAnswer = (error: unknown) =>
  error instanceof Error &&
  'kind' in error &&
  (error.kind === 'network' || error.kind === 'timeout');

/**
 * A refresh as the browser makes it: with the browser's refresh key, noted while under way so
 * that a page reloaded before the answer asks again at start, and asked once more with the same
 * key when no answer came. The server may have made the new token already (the old one then
 * keeps only a minute), and answers the same one again to the same key.
 */
export const keyedRefresh =
  (call: (token: string, refreshKey: string) => Promise<Session>) =>
  async (token: string): Promise<Session> => {
    const refreshKey = readRefreshKey();
    refreshNote.write(token);
    try {
      return await call(token, refreshKey).catch((error: unknown) => {
        if (noAnswer(error)) return call(token, refreshKey);
        throw error;
      });
    } finally {
      refreshNote.clear(token);
    }
  };

/** The real calls. The auth service loads with the first call, not with the home page. */
export const sessionApi: SessionApi = {
  watchOtherTabs,
  refresh: keyedRefresh((token, refreshKey) =>
    import('../../services/auth').then(({ authApi }) => authApi.refresh(token, refreshKey)),
  ),
  revoke: (token) => import('../../services/auth').then(({ authApi }) => authApi.logout(token)),
};

/** The session machine's actors over `api`, bound where the app mounts the session. */
export const createSessionActors = (api: SessionApi) => ({
  watchOtherTabs: fromCallback<SessionEvent>(({ sendBack }) =>
    api.watchOtherTabs((change) =>
      sendBack(
        change.kind === 'signedIn'
          ? { type: 'session.startedElsewhere', session: change.session }
          : { type: 'session.endedElsewhere' },
      ),
    ),
  ),
  refreshToken: fromPromise<Session, { token: string }>(({ input }) => api.refresh(input.token)),
  // Best effort: the person is signed out here whatever the server answers.
  revokeToken: fromPromise<void, { token: string }>(async ({ input }) => {
    if (!input.token) return;
    await api.revoke(input.token).catch(() => undefined);
  }),
});
