import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  DeviceCodeRequestSchema,
  type DeviceTokenError,
  DeviceTokenRequestSchema,
  deviceLimits,
} from '../../src/services/contract';
import type { DeviceFlow, Devices } from '../domain/devices';
import type { SigningKeys } from '../domain/licenses';
import { readJsonObject } from '../http/body';
import { ApiError } from '../http/errors';
import { noStore } from '../http/no-store';
import { jsonBody } from '../http/validation';

const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]+)$/i;

/** RFC 8628 section 3.5 (and RFC 6749 5.2): 400 `{ error }`, never cached. */
const tokenError = (c: Context, error: DeviceTokenError, description?: string) =>
  c.json({ error, ...(description && { error_description: description }) }, 400);

/** 401 with RFC 6750's challenge: no error code when no token came at all. */
const deviceTokenRefused = (token: string | undefined) =>
  new ApiError(
    401,
    'This device is signed out. Sign it in again.',
    {},
    { 'WWW-Authenticate': token ? 'Bearer error="invalid_token"' : 'Bearer' },
  );

/** `/api/v2/device/*`: the desktop tool's sign-in (RFC 8628) and its licenses. */
export function deviceRoutes(deps: {
  flow: DeviceFlow;
  devices: Devices;
  clientAddress: (c: Context) => string;
}) {
  const app = new Hono();
  // Codes, tokens and licenses: never kept by a cache.
  app.use('*', noStore);

  app.post('/code', jsonBody(DeviceCodeRequestSchema), async (c) =>
    c.json(await deps.flow.start(c.req.valid('json'), deps.clientAddress(c))),
  );

  app.post('/token', async (c) => {
    const body = await readJsonObject(c);
    if (!body.ok) return tokenError(c, 'invalid_request', 'Send { "deviceCode": "..." } as JSON.');
    const parsed = v.safeParse(DeviceTokenRequestSchema, body.value);
    if (!parsed.success) return tokenError(c, 'invalid_request', parsed.issues[0].message);
    const outcome = await deps.flow.poll(parsed.output.deviceCode);
    if (!outcome.ok) return tokenError(c, outcome.error);
    return c.json({ deviceToken: outcome.deviceToken, license: outcome.license });
  });

  app.post('/license', async (c) => {
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token || token.length > deviceLimits.deviceCode) throw deviceTokenRefused(token);
    const license = await deps.devices.renewLicense(token);
    if (!license) throw deviceTokenRefused(token);
    return c.json({ license });
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
