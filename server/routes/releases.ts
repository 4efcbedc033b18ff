import { Hono } from 'hono';
import { releasesEndpoints as endpoints } from '../../src/services/contract';
import type { Devices } from '../domain/devices';
import type { ReleaseKey, Releases } from '../domain/releases';
import type { RegisterEndpoint } from '../http/endpoint-routes';
import { ApiError } from '../http/errors';
import { bearerToken, deviceTokenRefused } from './device';

/**
 * The release feed the desktop tool checks for updates, and the public keys its files are
 * signed with (`releasesEndpoints`).
 */
export function releaseRoutes(
  register: RegisterEndpoint,
  deps: { releases: Releases; devices: Devices; keys: readonly ReleaseKey[] },
) {
  const { releases, devices, keys } = deps;
  const app = new Hono();

  register(app, endpoints.keys, () => keys.map(({ keyId, publicKey }) => ({ keyId, publicKey })));

  register(app, endpoints.feed, ({ query }) => releases.published(query.channel));

  /**
   * For everyone, the newest fully rolled-out release; for a device (its token as the bearer),
   * the one its rollout gives it, and its report of the version it runs. That answer is the
   * device's own: kept out of shared caches.
   */
  register(app, endpoints.latest, async ({ query: { platform, channel, appVersion } }, c) => {
    c.header('Vary', 'Authorization');
    const token = bearerToken(c.req.header('authorization'));
    let deviceId: string | undefined;
    if (token !== undefined) {
      c.header('Cache-Control', 'private, no-store');
      const device = await devices.reportVersion(token, appVersion);
      if (!device) throw deviceTokenRefused(token);
      deviceId = device.id;
    }
    const latest = await releases.latest(platform, channel, { deviceId, appVersion });
    if (!latest) throw new ApiError(404, `No newer ${channel} release for ${platform}.`);
    return latest;
  });

  return app;
}
