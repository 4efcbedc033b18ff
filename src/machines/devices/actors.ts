import { fromPromise } from 'xstate';
import type { DeviceList } from '../../services/contract';
import type { DevicesApi } from '../../services/devices';

/** The devices machine's call over the devices service, bound where a page mounts it. */
export const createDevicesActors = (api: Pick<DevicesApi, 'list'>) => ({
  loadDevices: fromPromise<DeviceList>(() => api.list()),
});
