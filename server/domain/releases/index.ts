export {
  DEMO_RELEASE_KEY_FILE,
  ReleaseSecretKeyOnServer,
  type ReleaseTrust,
  releaseTrust,
} from './demo-key';
export { placeholderInstaller } from './placeholder-installer';
export {
  createReleases,
  type ReleaseStatus,
  type Releases,
  releaseFileUrl,
  type UploadedFile,
} from './registry';
export {
  generateReleaseKeyPair,
  publicKeyOfSecret,
  type ReleaseKey,
  ReleaseKeyError,
  releaseKeyOf,
  signReleaseFile,
  verifyReleaseFile,
} from './release-keys';
export { createReleasePolicy, type ReleasePolicy, readMinimumVersion } from './release-policy';
export { type ReleaseUpload, SignatureRefused } from './release-upload';
export { type Asker, chooseRelease, reachesDevice, rolloutBucket } from './rollout';
export { createRolloutChanges, type RolloutChanges } from './rollout-changes';
export { buildPlaceholderInstallers, SEED_FILE_NAME, seedReleasesIfEmpty } from './seed';
export { seedReleases } from './seed-data';
export { RELEASES_FOLDER, sha256Of } from './stored-files';
export { checkInstallerUpload, InstallerRefused } from './uploads';
export { compareVersions } from './versions';
