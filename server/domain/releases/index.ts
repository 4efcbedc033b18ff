export { placeholderInstaller } from './placeholder-installer';
export {
  createReleases,
  type ReleaseStatus,
  type Releases,
  releaseFileUrl,
  type UploadedFile,
} from './registry';
export type { ReleaseUpload } from './release-upload';
export { buildPlaceholderInstallers, SEED_FILE_NAME, seedReleasesIfEmpty } from './seed';
export { seedReleases } from './seed-data';
export { RELEASES_FOLDER, sha256Of } from './stored-files';
export { checkInstallerUpload, InstallerRefused } from './uploads';
