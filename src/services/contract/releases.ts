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
    summary:
      'The release to run, with a file for the platform (beta also sees stable): without a device token, the newest fully rolled-out one; with one (Bearer), the one its staged rollout gives the device, and `appVersion` is its report of what it runs. A desktop on a yanked release is offered the previous good one as a rollback; never an older one otherwise.',
    access: 'public',
    query: LatestReleaseQuerySchema,
    answer: ReleaseSchema,
    refusals: refusing({
      401: 'The device token is not a signed-in device’s.',
      404: 'No newer release of the channel for the platform.',
    }),
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
