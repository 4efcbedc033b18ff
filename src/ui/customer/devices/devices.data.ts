import { devicesApi } from '../../../services/devices';

/** /customer/devices' first call: the devices signed in with the account. */
export const pageData = { requestFirstData: () => devicesApi.list() };
