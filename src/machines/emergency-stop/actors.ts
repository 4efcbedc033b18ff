import { fromPromise } from 'xstate';
import type { StopState } from '../../services/contract';
import type { DevicesApi } from '../../services/devices';

/** The emergency stop's calls over the devices service, bound where the area mounts it. */
export const createEmergencyStopActors = (
  api: Pick<DevicesApi, 'stopState' | 'stop' | 'resume'>,
) => ({
  loadStop: fromPromise<StopState>(() => api.stopState()),
  stop: fromPromise<StopState>(() => api.stop()),
  resume: fromPromise<StopState>(() => api.resume()),
});
