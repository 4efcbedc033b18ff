export {
  createDeviceFlow,
  DEVICE_CODE_RULE,
  type DeviceFlow,
  DeviceLimitReached,
  type DeviceLimits,
  type TokenOutcome,
  UnknownUserCode,
  USER_CODE_LOOKUP_RULE,
} from './device-flow';
export { signOutAllDevices } from './device-tokens';
export { createDevices, type Devices } from './devices';
export { newUserCode } from './user-code';
