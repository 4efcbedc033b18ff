import { Hono } from 'hono';
import { releasesEndpoints as endpoints } from '../../src/services/contract';
import type { ReleaseKey, Releases } from '../domain/releases';
import type { RegisterEndpoint } from '../http/endpoint-routes';
import { ApiError } from '../http/errors';

/**
 * The release feed the desktop tool checks for updates, and the public keys its files are
 * signed with (`releasesEndpoints`).
 */
export function releaseRoutes(
  register: RegisterEndpoint,
  releases: Releases,
  keys: readonly ReleaseKey[],
) {
  const app = new Hono();

  register(app, endpoints.keys, () => keys.map(({ keyId, publicKey }) => ({ keyId, publicKey })));

  register(app, endpoints.feed, ({ query }) => releases.published(query.channel));

  register(app, endpoints.latest, async ({ query: { platform, channel } }) => {
    const latest = await releases.latest(platform, channel);
    if (!latest) throw new ApiError(404, `No ${channel} release for ${platform} yet.`);
    return latest;
  });

  return app;
}
