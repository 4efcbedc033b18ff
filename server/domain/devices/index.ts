export {
  createDeviceFlow,
  DEVICE_CODE_RULE,
  type DeviceFlow,
  DeviceLimitReached,
  type DeviceLimits,
  SignInsUsedUp,
  type TokenOutcome,
  UnknownUserCode,
  USER_CODE_LOOKUP_RULE,
} from './device-flow';
export { signOutAllDevices } from './device-tokens';
export { createDevices, type Devices } from './devices';
export { createEmergencyStop, type EmergencyStop } from './emergency-stop';
export { createStatusPolls, DEVICE_STATUS_RULE, type StatusPolls } from './status-polls';
export { createLocalStopSignals, type StopSignals } from './stop-signals';
export { newUserCode } from './user-code';
