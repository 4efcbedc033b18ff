import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { DesktopPlatform } from '../../../src/services/contract';

/** Where a release's files live under FILES_DIR (served at `${FILES_PATH}/releases/...`). */
export const RELEASES_FOLDER = 'releases';

export type StoredFile = {
  platform: DesktopPlatform;
  fileName: string;
  size: number;
  sha256: string;
  /** Relative to FILES_DIR, forward slashes. */
  storedPath: string;
};

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The absolute path of a stored file, refusing anything that would leave FILES_DIR. */
export function absolutePath(filesDir: string, storedPath: string): string {
  const root = resolve(filesDir);
  const path = resolve(root, storedPath);
  if (!path.startsWith(root + sep)) throw new Error(`${storedPath} is outside the files folder`);
  return path;
}

/** What the registry records of a file's bytes stored at `storedPath`. */
export const storedFileOf = (
  file: { platform: DesktopPlatform; fileName: string; bytes: Uint8Array },
  storedPath: string,
): StoredFile => ({
  platform: file.platform,
  fileName: file.fileName,
  size: file.bytes.byteLength,
  sha256: sha256Of(file.bytes),
  storedPath,
});

/**
 * Writes a release's file under FILES_DIR/releases/<version>/<fileName> (through a temporary
 * name, so a download never reads half a file) and answers what the registry records.
 */
export async function storeReleaseFile(
  filesDir: string,
  version: string,
  file: { platform: DesktopPlatform; fileName: string; bytes: Uint8Array },
): Promise<StoredFile> {
  const storedPath = [RELEASES_FOLDER, version, file.fileName].join('/');
  const target = absolutePath(filesDir, storedPath);
  await mkdir(dirname(target), { recursive: true });
  const partial = join(dirname(target), `.${file.fileName}.partial`);
  await writeFile(partial, file.bytes);
  await rename(partial, target);
  return storedFileOf(file, storedPath);
}
