import { type Context, Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import {
  type DeviceTokenError,
  DeviceTokenRequestSchema,
  deviceLimits,
  deviceFlowEndpoints as endpoints,
} from '../../src/services/contract';
import type { DeviceFlow, Devices, StatusPolls } from '../domain/devices';
import type { SigningKeys } from '../domain/licenses';
import { readJsonObject } from '../http/body';
import type { RegisterEndpoint } from '../http/endpoint-routes';
import { ApiError } from '../http/errors';

const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]+)$/i;

/** RFC 8628 section 3.5 (and RFC 6749 5.2): 400 `{ error }`, never cached. */
const tokenError = (c: Context, error: DeviceTokenError, description?: string) =>
  c.json({ error, ...(description && { error_description: description }) }, 400);

/** 401 with RFC 6750's challenge: no error code when no token came at all. */
export const deviceTokenRefused = (token: string | undefined) =>
  new ApiError(
    401,
    'This device is signed out. Sign it in again.',
    {},
    { 'WWW-Authenticate': token ? 'Bearer error="invalid_token"' : 'Bearer' },
  );

/** The bearer token of an Authorization header, if it has one. */
export const bearerToken = (header: string | undefined) => BEARER.exec(header ?? '')?.[1];

/** What the 'device' check leaves for the handler: the bearer's device token, well formed. */
export type DeviceEnv = { Variables: { deviceToken: string } };

/**
 * The check of the 'device' caller: a device token as the bearer, of a sane length. Whether it
 * is still signed in is known when the handler renews it (one read, not two).
 */
export const requireDeviceToken: MiddlewareHandler<DeviceEnv> = async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  if (!token || token.length > deviceLimits.deviceCode) throw deviceTokenRefused(token);
  c.set('deviceToken', token);
  await next();
};

/** The desktop tool's sign-in (RFC 8628) and its licenses (`deviceFlowEndpoints`). */
export function deviceRoutes(
  register: RegisterEndpoint,
  deps: {
    flow: DeviceFlow;
    devices: Devices;
    polls: StatusPolls;
    clientAddress: (c: Context) => string;
  },
) {
  const app = new Hono<DeviceEnv>();

  register(app, endpoints.code, ({ body }, c) => deps.flow.start(body, deps.clientAddress(c)));

  register(app, endpoints.token, async (_, c) => {
    const body = await readJsonObject(c);
    if (!body.ok) return tokenError(c, 'invalid_request', 'Send { "deviceCode": "..." } as JSON.');
    const parsed = v.safeParse(DeviceTokenRequestSchema, body.value);
    if (!parsed.success) return tokenError(c, 'invalid_request', parsed.issues[0].message);
    const outcome = await deps.flow.poll(parsed.output.deviceCode);
    if (!outcome.ok) return tokenError(c, outcome.error);
    return { deviceToken: outcome.deviceToken, license: outcome.license };
  });

  register(app, endpoints.license, async (_, c) => {
    const token = c.get('deviceToken');
    const license = await deps.devices.renewLicense(token);
    if (!license) throw deviceTokenRefused(token);
    return { license };
  });

  register(app, endpoints.status, async ({ query }, c) => {
    const token = c.get('deviceToken');
    const device = await deps.devices.holderOf(token);
    if (!device) throw deviceTokenRefused(token);
    const state = await deps.polls.wait(device, query.knownChangedAt);
    if (!state) throw deviceTokenRefused(token);
    return state;
  });

  return app;
}

/** `/.well-known/jwks.json`: the license keys, current first, for offline verification. */
export function jwksRoutes(keys: SigningKeys) {
  const app = new Hono();
  app.get('/', async (c) => {
    // Short: a rotated key reaches the tools within minutes; the previous key stays listed.
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ keys: await keys.published() });
  });
  return app;
}
