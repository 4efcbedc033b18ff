// The release feed the desktop tool checks for updates (issue 18).
import {
  LatestReleaseQuerySchema,
  ReleaseFeedQuerySchema,
  ReleaseKeyListSchema,
  ReleaseListSchema,
  ReleaseSchema,
} from './desktop';
import { defineEndpoint, refusing } from './endpoint';
import { endpoints } from './paths';

/** Public and the same for everyone: caches may keep it a minute (its errors are not kept). */
const FEED_CACHE = 'public, max-age=60';

export const releasesEndpoints = {
  feed: defineEndpoint({
    method: 'GET',
    path: endpoints.releases,
    summary: 'The published releases of a channel, newest first, with their files.',
    access: 'public',
    query: ReleaseFeedQuerySchema,
    answer: ReleaseListSchema,
    cachedPublicly: FEED_CACHE,
  }),
  latest: defineEndpoint({
    method: 'GET',
    path: `${endpoints.releases}/latest`,
    summary: 'The newest release with a file for the platform (beta also sees stable).',
    access: 'public',
    query: LatestReleaseQuerySchema,
    answer: ReleaseSchema,
    refusals: refusing({ 404: 'No release of the channel for the platform yet.' }),
    cachedPublicly: FEED_CACHE,
  }),
  keys: defineEndpoint({
    method: 'GET',
    path: `${endpoints.releases}/keys`,
    summary:
      'The public keys whose Ed25519 signatures release files carry (RELEASE_PUBLIC_KEYS), by key id.',
    access: 'public',
    answer: ReleaseKeyListSchema,
    cachedPublicly: FEED_CACHE,
  }),
};
