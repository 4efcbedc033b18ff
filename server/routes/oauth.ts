import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  DEVICE_CODE_GRANT,
  DeviceCodeRequestSchema,
  type DeviceTokenError,
  DeviceTokenRequestSchema,
  deviceFlow,
  oauthDeviceParameters,
  oauthPaths,
} from '../../src/services/contract';
import type { DeviceFlow } from '../domain/devices';
import { DomainError } from '../domain/errors';
import { fromDomainError } from '../http/errors';
import { oauthError, readClientForm } from './oauth-form';

const DAY_SECONDS = 24 * 60 * 60;

/** What each answer of a poll without a token means, for the desktop team's logs. */
const pollErrorDescriptions: Record<DeviceTokenError, string> = {
  authorization_pending: 'The customer has not approved this sign-in yet.',
  slow_down: `Polled too soon: wait the interval (${deviceFlow.interval} s, plus 5 after each slow_down).`,
  access_denied: 'The customer denied this sign-in.',
  expired_token: 'The device_code expired: start the sign-in again.',
  invalid_grant: 'Unknown or already used device_code.',
  invalid_request: 'The request is malformed.',
};

/** The JSON flow's field names in a message become the form's (`deviceName` -> `device_name`). */
const inFormNames = (message: string) =>
  Object.entries(oauthDeviceParameters).reduce(
    (text, [formName, fieldName]) => text.replaceAll(fieldName, formName),
    message,
  );

/**
 * The device sign-in as RFC 8628 puts it on the wire: form-encoded requests naming the
 * desktop's client id, snake_case answers, RFC 6749's error answers. A translation of the
 * domain's flow (`DeviceFlow`), which the JSON endpoints use too: the same codes, limits and
 * slow_down rule; the access token is the device token.
 */
export function oauthRoutes(deps: {
  flow: DeviceFlow;
  clientId: string;
  clientAddress: (c: Context) => string;
}) {
  const app = new Hono();

  app.post(oauthPaths.deviceAuthorization, async (c) => {
    const form = await readClientForm(c, deps.clientId);
    if (!form.ok) return oauthError(c, form.error, form.description);
    const device = v.safeParse(
      DeviceCodeRequestSchema,
      Object.fromEntries(
        Object.entries(oauthDeviceParameters).map(([formName, fieldName]) => [
          fieldName,
          form.value[formName],
        ]),
      ),
    );
    if (!device.success) {
      return oauthError(c, 'invalid_request', inFormNames(device.issues[0].message));
    }
    try {
      const codes = await deps.flow.start(device.output, deps.clientAddress(c));
      return c.json({
        device_code: codes.deviceCode,
        user_code: codes.userCode,
        verification_uri: codes.verificationUri,
        verification_uri_complete: codes.verificationUriComplete,
        expires_in: codes.expiresIn,
        interval: codes.interval,
      });
    } catch (error) {
      if (!(error instanceof DomainError) || error.kind !== 'rate-limited') throw error;
      // The address's sign-in limit: RFC 8628's word for "too often", with when to try again.
      return oauthError(c, 'slow_down', error.message, 429, fromDomainError(error).headers);
    }
  });

  app.post(oauthPaths.token, async (c) => {
    const form = await readClientForm(c, deps.clientId);
    if (!form.ok) return oauthError(c, form.error, form.description);
    const grantType = form.value.grant_type;
    if (grantType === undefined) return oauthError(c, 'invalid_request', 'grant_type is required.');
    if (grantType !== DEVICE_CODE_GRANT) {
      return oauthError(c, 'unsupported_grant_type', `Only ${DEVICE_CODE_GRANT} is supported.`);
    }
    const request = v.safeParse(DeviceTokenRequestSchema, { deviceCode: form.value.device_code });
    if (!request.success) {
      return oauthError(
        c,
        'invalid_request',
        request.issues[0].message.replace('deviceCode', 'device_code'),
      );
    }
    const outcome = await deps.flow.poll(request.output.deviceCode);
    if (!outcome.ok) return oauthError(c, outcome.error, pollErrorDescriptions[outcome.error]);
    // RFC 6749 section 5.1 asks for Pragma beside the API's no-store, for old caches.
    c.header('Pragma', 'no-cache');
    return c.json({
      access_token: outcome.deviceToken,
      token_type: 'Bearer',
      // Each use renews the device token for as long again.
      expires_in: deviceFlow.deviceTokenDays * DAY_SECONDS,
      license: outcome.license,
    });
  });

  return app;
}
