import type { DeviceList } from '../../../src/services/contract';
import { httpError } from '../support/fixtures';
import { entered, type PathModel } from './path-model';
import { networkDown } from './samples';

export const tradingPc: DeviceList['devices'][number] = {
  id: 'device-1',
  name: 'Trading PC',
  platform: 'windows-x64',
  appVersion: '2.4.0',
  activatedAt: '2025-12-01T10:00:00.000Z',
  lastSeenAt: '2025-12-31T18:30:00.000Z',
};

export const twoDevices: DeviceList = {
  devices: [
    tradingPc,
    {
      id: 'device-2',
      name: 'MacBook VM',
      platform: 'macos',
      appVersion: '2.3.1',
      activatedAt: '2025-11-20T08:00:00.000Z',
      lastSeenAt: null,
    },
  ],
  limit: 3,
  entitlement: { plan: 'pro', scripts: ['EMA Crossover Pro'] },
};

const noDevices: DeviceList = {
  devices: [],
  limit: 1,
  entitlement: { plan: 'trial', runTimeSecondsPerDay: 3600, scripts: [] },
};

export const devicesModel: PathModel = {
  inputs: [undefined],
  events: [{ type: 'devices.retry' }, { type: 'devices.reload' }],
  actorOutputs: { loadDevices: [twoDevices, noDevices] },
  actorErrors: { loadDevices: [networkDown, httpError(401)] },
  invariants: [
    {
      description: 'a failed load says why',
      holds: (snapshot) => !snapshot.matches('LoadFailed') || snapshot.context.error !== null,
    },
    {
      description: 'a reload keeps the list it had on screen',
      holds: (snapshot, step) =>
        !(entered('Loading', snapshot, step) && step.event.type === 'devices.reload') ||
        snapshot.context.list !== null,
    },
  ],
};
