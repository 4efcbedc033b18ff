// The desktop sign-in as the OAuth RFCs put it on the wire (issue 36, point 5): discovery
// (RFC 8414), form-encoded requests and snake_case answers (RFC 8628, RFC 6749), for the
// desktop team's own OAuth library. The same flow as `deviceFlowEndpoints`, which stay JSON.
import * as v from 'valibot';
import { deviceTokenErrors } from './desktop';

export const oauthPaths = {
  /** RFC 8414's discovery document. */
  metadata: '/.well-known/oauth-authorization-server',
  deviceAuthorization: '/api/v2/oauth/device_authorization',
  token: '/api/v2/oauth/token',
};

/** The desktop's public client id unless `DESKTOP_CLIENT_ID` says otherwise. */
export const DEFAULT_DESKTOP_CLIENT_ID = 'signalhand-desktop';

export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

/**
 * The device authorization request's own parameters beside `client_id` (RFC 8628 allows
 * extensions): what the customer's devices list shows, by their form names.
 */
export const oauthDeviceParameters = {
  device_name: 'deviceName',
  platform: 'platform',
  app_version: 'appVersion',
} as const;

/** RFC 8628 section 3.2. */
export const OAuthDeviceAuthorizationSchema = v.object({
  device_code: v.string(),
  user_code: v.string(),
  verification_uri: v.string(),
  verification_uri_complete: v.string(),
  expires_in: v.number(),
  interval: v.number(),
});

/** RFC 6749 section 5.1; the access token is the device token, `license` an extension. */
export const OAuthTokenSchema = v.object({
  access_token: v.string(),
  token_type: v.literal('Bearer'),
  expires_in: v.number(),
  license: v.string(),
});

/** RFC 6749 section 5.2 and RFC 8628 section 3.5: every refusal of the two endpoints. */
export const oauthErrors = [
  ...deviceTokenErrors,
  'invalid_client',
  'unsupported_grant_type',
] as const;
export type OAuthError = (typeof oauthErrors)[number];
export const OAuthErrorSchema = v.object({
  error: v.picklist(oauthErrors),
  error_description: v.string(),
});
