import { fromPromise } from 'xstate';
import type { AdminReleasesApi, RolloutRequest } from '../../services/admin-releases';

/** The change's one call, bound where the page creates the actor. */
export const createReleaseRolloutActors = (api: Pick<AdminReleasesApi, 'rollout'>) => ({
  run: fromPromise<unknown, { request: RolloutRequest; value: string }>(({ input }) =>
    api.rollout(input.request, input.value),
  ),
});
