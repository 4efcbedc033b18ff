import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DesktopPlatform } from '../../../src/services/contract';
import { type InstallerSample, SAMPLE_HEAD_BYTES, SAMPLE_TAIL_BYTES } from './uploads';

/** Where a release's files live under FILES_DIR (served at `${FILES_PATH}/releases/...`). */
export const RELEASES_FOLDER = 'releases';
/**
 * Where uploads are written as they arrive, before their release is committed: on the files'
 * own disk (so a rename puts one in place) and hidden (`/files` never serves a dot-folder).
 */
const STAGING_FOLDER = `${RELEASES_FOLDER}/.incoming`;
/** A staged file this old belongs to no upload under way (a process killed mid-upload left it). */
const STALE_STAGED_MS = 24 * 60 * 60 * 1000;

export type StoredFile = {
  platform: DesktopPlatform;
  fileName: string;
  size: number;
  sha256: string;
  /** The release manager's signature (base64) and its key's id; none on an unsigned file. */
  signature: string | null;
  keyId: string | null;
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

/** What the registry records of a file's bytes stored at `storedPath` (unsigned). */
export const storedFileOf = (
  file: { platform: DesktopPlatform; fileName: string; bytes: Uint8Array },
  storedPath: string,
): StoredFile => ({
  platform: file.platform,
  fileName: file.fileName,
  size: file.bytes.byteLength,
  sha256: sha256Of(file.bytes),
  signature: null,
  keyId: null,
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

/** An upload written under the staging folder: where, and what was written, checksummed. */
export type StagedBytes = InstallerSample & {
  /** Absolute. */
  path: string;
  sha256: string;
};

/**
 * Writes `source` to a new file in the staging folder, hashing and sampling exactly the bytes
 * written, and answers what it wrote. The file is removed when the writing fails.
 */
export async function stageStream(filesDir: string, source: Readable): Promise<StagedBytes> {
  const folder = absolutePath(filesDir, STAGING_FOLDER);
  await mkdir(folder, { recursive: true });
  const path = join(folder, `${randomUUID()}.partial`);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  try {
    await pipeline(
      source,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          size += chunk.length;
          if (head.length < SAMPLE_HEAD_BYTES) {
            head = Buffer.concat([head, chunk.subarray(0, SAMPLE_HEAD_BYTES - head.length)]);
          }
          tail =
            chunk.length >= SAMPLE_TAIL_BYTES
              ? Buffer.from(chunk.subarray(chunk.length - SAMPLE_TAIL_BYTES))
              : Buffer.concat([tail, chunk]).subarray(-SAMPLE_TAIL_BYTES);
          yield chunk;
        }
      },
      createWriteStream(path, { flags: 'wx' }),
    );
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { path, size, head, tail, sha256: hash.digest('hex') };
}

/** Moves a staged file to its place under FILES_DIR (`storedPath`, relative). */
export async function placeStaged(filesDir: string, staged: StagedBytes, storedPath: string) {
  const target = absolutePath(filesDir, storedPath);
  await mkdir(dirname(target), { recursive: true });
  await rename(staged.path, target);
}

/** Removes staged files older than a day: no upload lasts that long. */
export async function removeStaleStaged(filesDir: string, now = Date.now()) {
  const folder = absolutePath(filesDir, STAGING_FOLDER);
  const names = await readdir(folder).catch(() => []);
  for (const name of names) {
    const path = join(folder, name);
    const modified = await stat(path).then(
      (info) => info.mtimeMs,
      () => now,
    );
    if (now - modified > STALE_STAGED_MS) await rm(path, { force: true });
  }
}
