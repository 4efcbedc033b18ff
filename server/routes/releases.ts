import { Hono } from 'hono';
import { LatestReleaseQuerySchema, ReleaseFeedQuerySchema } from '../../src/services/contract';
import type { Releases } from '../domain/releases';
import { ApiError } from '../http/errors';
import { cachedPublicly } from '../http/no-store';
import { validInput } from '../http/validation';

/** Public and the same for everyone: caches may keep it a little (a 404 is not kept). */
const feedCache = cachedPublicly('public, max-age=60');

/** `/api/v2/releases`: the release feed the desktop tool checks for updates. */
export function releaseRoutes(releases: Releases) {
  const app = new Hono();

  app.get('/', feedCache, validInput('query', ReleaseFeedQuerySchema), async (c) =>
    c.json(await releases.published(c.req.valid('query').channel)),
  );

  app.get('/latest', feedCache, validInput('query', LatestReleaseQuerySchema), async (c) => {
    const { platform, channel } = c.req.valid('query');
    const latest = await releases.latest(platform, channel);
    if (!latest) throw new ApiError(404, `No ${channel} release for ${platform} yet.`);
    return c.json(latest);
  });

  return app;
}
