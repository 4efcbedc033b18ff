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

/** The real calls. The auth service loads with the first call, not with the home page. */
export const sessionApi: SessionApi = {
  watchOtherTabs,
  // Noted while under way, so that a page reloaded before the answer asks again.
  refresh: async (token) => {
    refreshNote.write(token);
    try {
      const { authApi } = await import('../../services/auth');
      return await authApi.refresh(token, readRefreshKey());
    } finally {
      refreshNote.clear(token);
    }
  },
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
