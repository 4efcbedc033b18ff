import { releaseFileUrl, SEED_FILE_NAME, seedReleases } from '../../../server/domain/releases';

/**
 * Where 'Free Download' lands on a fresh server: the installer address redirects to the newest
 * stable Windows file of the release registry, which the server seeds with the spec's versions.
 */
export const LATEST_INSTALLER_URL = releaseFileUrl(
  (seedReleases[0] as { version: string }).version,
  SEED_FILE_NAME,
);
