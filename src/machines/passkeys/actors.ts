import { fromPromise } from 'xstate';
import type { Passkey } from '../../services/contract';
import type { PasskeysApi } from '../../services/passkeys';

/** The passkeys card's calls over its service, bound where the card mounts the machine. */
export const createPasskeysActors = (api: PasskeysApi) => ({
  loadPasskeys: fromPromise<Passkey[]>(() => api.list()),
  add: fromPromise<Passkey, { name: string; password: string }>(({ input }) => api.add(input)),
  rename: fromPromise<Passkey, { id: string; name: string }>(({ input }) => api.rename(input)),
  remove: fromPromise<void, { id: string; password: string }>(({ input }) => api.remove(input)),
});
