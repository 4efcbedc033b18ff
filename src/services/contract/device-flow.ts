// The desktop tool's sign-in (RFC 8628) and its licenses (issue 18): what the reference desktop
// client (tools/desktop-client) and the desktop team's own code call.
import {
  DeviceCodeRequestSchema,
  DeviceCodeResponseSchema,
  DeviceTokenErrorSchema,
  DeviceTokenResponseSchema,
  LicenseResponseSchema,
} from './desktop';
import { DeviceStatusQuerySchema, StopStateSchema } from './emergency-stop';
import { defineEndpoint, refusing } from './endpoint';
import { endpoints } from './paths';

export const deviceFlowEndpoints = {
  code: defineEndpoint({
    method: 'POST',
    path: endpoints.device.code,
    summary:
      'Starts a device sign-in (RFC 8628): a device code to poll with and a user code to approve.',
    access: 'public',
    body: DeviceCodeRequestSchema,
    answer: DeviceCodeResponseSchema,
    refusals: refusing({ 429: 'Too many sign-ins started; says when to try again.' }),
  }),
  // The body, `{ "deviceCode": "..." }` in JSON, is read by the handler: a bad one is answered
  // in RFC 8628's own form (400 `{ error: 'invalid_request', error_description }`).
  token: defineEndpoint({
    method: 'POST',
    path: endpoints.device.token,
    summary:
      'Polls a device sign-in with `{ deviceCode }`: the device token and a license once approved.',
    access: 'public',
    answer: DeviceTokenResponseSchema,
    refusals: [
      {
        status: 400,
        description:
          'RFC 8628 section 3.5: authorization_pending, slow_down, access_denied, expired_token, invalid_grant or invalid_request (a body that is not { deviceCode }).',
        schema: DeviceTokenErrorSchema,
      },
    ],
  }),
  license: defineEndpoint({
    method: 'POST',
    path: endpoints.device.license,
    summary: 'A fresh license for the device whose token is the bearer; renews the token.',
    access: 'device',
    answer: LicenseResponseSchema,
    refusals: refusing({
      401: 'No device token, or one signed out or expired (with a `WWW-Authenticate: Bearer` challenge).',
    }),
  }),
  status: defineEndpoint({
    method: 'GET',
    path: endpoints.device.status,
    summary:
      "Long poll of the account's emergency stop: answers at once when it differs from `knownChangedAt`, else when it changes or after 25 s.",
    access: 'device',
    query: DeviceStatusQuerySchema,
    answer: StopStateSchema,
    refusals: refusing({
      401: 'No device token, or one signed out or expired.',
      429: 'Too many status polls open for this device or account; says when to try again.',
    }),
  }),
};
