import { fromPromise } from 'xstate';
import type { PendingDevice } from '../../services/contract';
import type { DeviceDecision, DeviceDecisionOutcome, DevicesApi } from '../../services/devices';

/** The activation machine's calls over the devices service, bound where the page mounts it. */
export const createDeviceActivationActors = (api: Pick<DevicesApi, 'lookUp' | 'decide'>) => ({
  lookUp: fromPromise<PendingDevice, { userCode: string }>(({ input }) =>
    api.lookUp(input.userCode),
  ),
  decide: fromPromise<DeviceDecisionOutcome, { userCode: string; decision: DeviceDecision }>(
    ({ input }) => api.decide(input.userCode, input.decision),
  ),
});
