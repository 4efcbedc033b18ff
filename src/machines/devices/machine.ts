import { assign, setup } from 'xstate';
import type { DeviceList } from '../../services/contract';
import { loadingState, loggedOutState } from '../load-list';
import { notProvided } from '../not-provided';
import { isUnauthorizedGuard } from '../signed-in-call';

export type Device = DeviceList['devices'][number];

type DevicesContext = {
  /** The list as loaded: null until the first answer. */
  list: DeviceList | null;
  error: string | null;
};

export type DevicesEvent =
  | { type: 'devices.retry' }
  /** A device was signed out (the page's confirmed action): the list is read again. */
  | { type: 'devices.reload' };

/**
 * /customer/devices (issue 18): the devices signed in with the account, the plan's limit and
 * what the devices are entitled to. Signing one out is a confirmed action of the page, after
 * which the list loads again (the previous one stays on screen meanwhile). A failed load offers
 * a retry; a 401 ends the session. Accounts mounts it too, for what the devices may do.
 */
export const devicesMachine = setup({
  types: {
    context: {} as DevicesContext,
    events: {} as DevicesEvent,
  },
  actors: {
    loadDevices: notProvided<DeviceList>('loadDevices'),
  },
  actions: {
    endSession: () => {},
    assignLoaded: assign((_, list: DeviceList) => ({ list, error: null })),
    assignError: assign((_, error: string) => ({ error })),
    clearError: assign({ error: null }),
  },
  guards: { isUnauthorized: isUnauthorizedGuard },
}).createMachine({
  id: 'devices',
  context: { list: null, error: null },
  initial: 'Loading',
  states: {
    Loading: loadingState<DeviceList>()('loadDevices'),
    LoadFailed: { on: { 'devices.retry': { target: 'Loading', actions: 'clearError' } } },
    Shown: { on: { 'devices.reload': 'Loading' } },
    LoggedOut: loggedOutState,
  },
});
