import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import {
  DEFAULT_DESKTOP_CLIENT_ID,
  DEVICE_CODE_GRANT,
  endpoints,
  OAuthDeviceAuthorizationSchema,
  OAuthErrorSchema,
  OAuthTokenSchema,
  oauthPaths,
} from '../../src/services/contract';
import { aDevice, decide, poll, resetDesktopLink, showPending } from './desktop-link/support';
import { bearer, call, fromAddress, signUp, type TestApp } from './support/auth';
import { expectContract } from './support/contract-answers';
import { databaseKinds, suiteDatabase } from './support/databases';
import { buildTestApp, testSettings } from './support/test-app';

/**
 * Issue 36, point 5: the device sign-in as the OAuth RFCs put it on the wire, beside the JSON
 * endpoints and over the same flow. Every error answer here; the whole flow through a real
 * OAuth client in `oauth-client.test.ts`.
 */
const ADDRESS = '198.51.100.36';
const deviceForm = {
  client_id: DEFAULT_DESKTOP_CLIENT_ID,
  device_name: aDevice.deviceName,
  platform: aDevice.platform,
  app_version: aDevice.appVersion,
};

function postForm(app: TestApp, path: string, fields: string | Record<string, string>) {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...fromAddress(ADDRESS) },
    body: new URLSearchParams(fields).toString(),
  });
}

const tokenRequest = (deviceCode: string) => ({
  client_id: DEFAULT_DESKTOP_CLIENT_ID,
  grant_type: DEVICE_CODE_GRANT,
  device_code: deviceCode,
});

/** The 400 `{ error, error_description }` of RFC 6749 section 5.2, with that code. */
async function expectError(response: Response, error: string, status = 400) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = expectContract(await response.json(), OAuthErrorSchema);
  expect(body.error).toBe(error);
  expect(body.error_description.length).toBeGreaterThan(0);
  return body;
}

async function startForm(app: TestApp) {
  const response = await postForm(app, oauthPaths.deviceAuthorization, deviceForm);
  expect(response.status).toBe(200);
  return expectContract(await response.json(), OAuthDeviceAuthorizationSchema);
}

describe('the OAuth well-known documents', () => {
  const database = suiteDatabase('pglite');

  it('describes the device sign-in at /.well-known/oauth-authorization-server (RFC 8414)', async () => {
    const app = buildTestApp(database);
    const response = await app.request(oauthPaths.metadata);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.json()).toEqual({
      issuer: testSettings.publicUrl,
      device_authorization_endpoint: `http://app.test${oauthPaths.deviceAuthorization}`,
      token_endpoint: `http://app.test${oauthPaths.token}`,
      grant_types_supported: [DEVICE_CODE_GRANT],
      response_types_supported: [],
      token_endpoint_auth_methods_supported: ['none'],
    });
  });

  it.each([
    '/.well-known/openid-configuration',
    '/.well-known/security.txt',
    '/.well-known/oauth-authorization-server/extra',
    '/.well-known/',
  ])('answers %s with a 404, not the home page', async (path) => {
    const app = buildTestApp(database);
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).not.toContain('<html');
    // The license keys stay where they were.
    expect((await app.request(endpoints.jwks)).status).toBe(200);
  });
});

describe.each(databaseKinds)('the device sign-in in OAuth form on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetDesktopLink });
  const signedUp = async (app: TestApp) => (await signUp(app, 'ada@example.com')).authToken;

  describe('POST /api/v2/oauth/device_authorization', () => {
    it('answers RFC 8628 section 3.2 in snake_case, from the same flow as the JSON one', async () => {
      const app = buildTestApp(database);
      const codes = await startForm(app);
      expect(codes.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
      expect(codes.verification_uri).toBe('http://app.test/customer/devices/activate');
      expect(codes.verification_uri_complete).toBe(
        `http://app.test/customer/devices/activate?code=${codes.user_code}`,
      );
      expect(codes.expires_in).toBe(900);
      expect(codes.interval).toBe(5);
      // The customer sees the device the form named; the JSON poll knows its device code.
      const token = await signedUp(app);
      const pending = await showPending(app, token, codes.user_code);
      expect(pending.body).toMatchObject({ deviceName: 'Trading PC', platform: 'windows-x64' });
      expect((await poll(app, codes.device_code)).body).toEqual({
        error: 'authorization_pending',
      });
    });

    it.each([
      ['no client_id', { ...deviceForm, client_id: '' }, 'invalid_client'],
      ['another client_id', { ...deviceForm, client_id: 'someone-else' }, 'invalid_client'],
      ['no platform', { ...deviceForm, platform: '' }, 'invalid_request', /platform/],
      [
        'a bad app_version',
        { ...deviceForm, app_version: 'latest' },
        'invalid_request',
        /app_version/,
      ],
      ['no device_name', { ...deviceForm, device_name: '' }, 'invalid_request', /device_name/],
    ])('refuses %s', async (_label, fields, error, names = /./) => {
      const app = buildTestApp(database);
      const body = await expectError(
        await postForm(app, oauthPaths.deviceAuthorization, fields),
        error,
      );
      expect(body.error_description).toMatch(names);
    });

    it('refuses a parameter given twice, and JSON', async () => {
      const app = buildTestApp(database);
      const twice = `${new URLSearchParams(deviceForm)}&platform=macos`;
      await expectError(
        await postForm(app, oauthPaths.deviceAuthorization, twice),
        'invalid_request',
      );
      const json = await app.request(oauthPaths.deviceAuthorization, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(deviceForm),
      });
      await expectError(json, 'invalid_request');
    });

    it('reads the client id from DESKTOP_CLIENT_ID, one word of printable ASCII', () => {
      expect(loadConfig({}).desktopClientId).toBe(DEFAULT_DESKTOP_CLIENT_ID);
      expect(loadConfig({ DESKTOP_CLIENT_ID: 'acme-desktop' }).desktopClientId).toBe(
        'acme-desktop',
      );
      expect(() => loadConfig({ DESKTOP_CLIENT_ID: 'acme desktop' })).toThrow(/DESKTOP_CLIENT_ID/);
    });

    it('takes the client id DESKTOP_CLIENT_ID names, and no other', async () => {
      const app = buildTestApp(database, {
        settings: { ...testSettings, desktopClientId: 'acme-desktop' },
      });
      await expectError(
        await postForm(app, oauthPaths.deviceAuthorization, deviceForm),
        'invalid_client',
      );
      const response = await postForm(app, oauthPaths.deviceAuthorization, {
        ...deviceForm,
        client_id: 'acme-desktop',
      });
      expect(response.status).toBe(200);
    });

    it("shares the address's limit of 10 sign-ins in 15 minutes with the JSON endpoint", async () => {
      const app = buildTestApp(database);
      for (let index = 0; index < 5; index += 1) await startForm(app);
      for (let index = 0; index < 5; index += 1) {
        const json = await call(app, 'POST', endpoints.device.code, aDevice, fromAddress(ADDRESS));
        expect(json.status).toBe(200);
      }
      const refused = await postForm(app, oauthPaths.deviceAuthorization, deviceForm);
      await expectError(refused, 'slow_down', 429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      app.clock.advance(15 * 60_000 + 1);
      await startForm(app);
    });
  });

  describe('POST /api/v2/oauth/token', () => {
    it('answers authorization_pending, then slow_down when polled too soon', async () => {
      const app = buildTestApp(database);
      const codes = await startForm(app);
      const request = tokenRequest(codes.device_code);
      await expectError(await postForm(app, oauthPaths.token, request), 'authorization_pending');
      await expectError(await postForm(app, oauthPaths.token, request), 'slow_down');
      app.clock.advance(codes.interval * 1000);
      await expectError(await postForm(app, oauthPaths.token, request), 'authorization_pending');
    });

    it('hands the device token out once as a Bearer access token that fetches licenses', async () => {
      const app = buildTestApp(database);
      const customer = await signedUp(app);
      const codes = await startForm(app);
      expect((await decide(app, customer, codes.user_code, 'approve')).status).toBe(200);
      const response = await postForm(app, oauthPaths.token, tokenRequest(codes.device_code));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('pragma')).toBe('no-cache');
      const token = expectContract(await response.json(), OAuthTokenSchema);
      expect(token.expires_in).toBe(30 * 24 * 60 * 60);
      const license = await call(
        app,
        'POST',
        endpoints.device.license,
        undefined,
        bearer(token.access_token),
      );
      expect(license.status).toBe(200);
      app.clock.advance(codes.interval * 1000);
      await expectError(
        await postForm(app, oauthPaths.token, tokenRequest(codes.device_code)),
        'invalid_grant',
      );
    });

    it('answers access_denied when the customer denies, expired_token after 15 minutes', async () => {
      const app = buildTestApp(database);
      const customer = await signedUp(app);
      const denied = await startForm(app);
      expect((await decide(app, customer, denied.user_code, 'deny')).status).toBe(200);
      await expectError(
        await postForm(app, oauthPaths.token, tokenRequest(denied.device_code)),
        'access_denied',
      );
      const late = await startForm(app);
      app.clock.advance(late.expires_in * 1000);
      await expectError(
        await postForm(app, oauthPaths.token, tokenRequest(late.device_code)),
        'expired_token',
      );
    });

    it.each([
      ['an unknown device_code', tokenRequest('not-a-live-device-code'), 'invalid_grant'],
      ['no device_code', { ...tokenRequest('x'), device_code: '' }, 'invalid_request'],
      [
        'no grant_type',
        { client_id: DEFAULT_DESKTOP_CLIENT_ID, device_code: 'x' },
        'invalid_request',
      ],
      [
        'another grant_type',
        { ...tokenRequest('x'), grant_type: 'client_credentials' },
        'unsupported_grant_type',
      ],
      ['another client_id', { ...tokenRequest('x'), client_id: 'someone-else' }, 'invalid_client'],
    ])('refuses %s', async (_label, fields, error) => {
      const app = buildTestApp(database);
      await expectError(await postForm(app, oauthPaths.token, fields), error);
    });
  });
});
