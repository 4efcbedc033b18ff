import { serve } from '@hono/node-server';
import { decodeJwt } from 'jose';
import * as oauth from 'openid-client';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DESKTOP_CLIENT_ID,
  endpoints,
  LicenseResponseSchema,
} from '../../src/services/contract';
import { aDevice, decide, resetDesktopLink } from './desktop-link/support';
import { signUp } from './support/auth';
import { expectContract } from './support/contract-answers';
import { databaseKinds, suiteDatabase } from './support/databases';
import { freePort } from './support/ports';
import { buildTestApp, testSettings } from './support/test-app';

/**
 * Issue 36's acceptance for point 5: an OAuth client no one here wrote (openid-client 6) finds
 * the device sign-in by discovery, starts it, polls until the customer approves, and fetches a
 * license with the access token it gets, over a real socket. The customer approves through the
 * JSON API here; in the browser in tests/e2e/oauth-device.test.ts.
 */
describe.each(databaseKinds)('openid-client against the server on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetDesktopLink });

  it('signs a device in with the device authorization grant and fetches a license', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // The issuer is the public address: discovery checks it against the address it asked.
    const app = buildTestApp(database, { settings: { ...testSettings, publicUrl: url } });
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
    try {
      const customer = (await signUp(app, 'ada@example.com')).authToken;
      const config = await oauth.discovery(
        new URL(url),
        DEFAULT_DESKTOP_CLIENT_ID,
        undefined,
        oauth.None(),
        // RFC 8414's document (not OpenID Connect's), over http on this machine only.
        { algorithm: 'oauth2', execute: [oauth.allowInsecureRequests] },
      );
      const codes = await oauth.initiateDeviceAuthorization(config, {
        device_name: aDevice.deviceName,
        platform: aDevice.platform,
        app_version: aDevice.appVersion,
      });
      expect(codes.verification_uri_complete).toBe(
        `${url}/customer/devices/activate?code=${codes.user_code}`,
      );

      // The client waits its interval before it polls; the customer approves meanwhile.
      const polling = oauth.pollDeviceAuthorizationGrant(config, codes);
      expect((await decide(app, customer, codes.user_code, 'approve')).status).toBe(200);
      const tokens = await polling;
      expect(tokens.token_type).toBe('bearer');

      const answer = await oauth.fetchProtectedResource(
        config,
        tokens.access_token,
        new URL(endpoints.device.license, url),
        'POST',
      );
      expect(answer.status).toBe(200);
      const { license } = expectContract(await answer.json(), LicenseResponseSchema);
      expect(decodeJwt(license)).toMatchObject({ plan: 'trial' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
