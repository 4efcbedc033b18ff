import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { AdminRelease, DesktopPlatform, ReleaseDraft } from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { releases } from '../../db/schema';
import { DomainError } from '../errors';
import {
  absolutePath,
  placeStaged,
  RELEASES_FOLDER,
  removeStaleStaged,
  type StagedBytes,
  type StoredFile,
  stageStream,
} from './stored-files';
import { checkInstallerContents, checkInstallerName, InstallerRefused } from './uploads';

type StagedFile = StagedBytes & { platform: DesktopPlatform; fileName: string };

const versionTaken = (version: string, how: string) =>
  new DomainError('conflict', `Release ${version} ${how}.`, { field: 'version' });

export type ReleaseUpload = ReturnType<typeof startReleaseUpload>;

/**
 * One upload of a release: each file is staged under FILES_DIR as it arrives (checksummed on
 * the way, so what is recorded is what was written), the version is claimed, then `commit`
 * records the draft and moves its files into place. `discard` must follow every upload (in a
 * `finally`): it removes whatever was staged and not committed and lets the version go.
 *
 * Of two uploads of one version, one wins: in this process the second is refused when it names
 * the version (`uploading`); between processes, the database's unique version at the commit.
 */
export function startReleaseUpload(deps: {
  db: Database;
  filesDir: string;
  /** The versions whose upload is under way in this process. */
  uploading: Set<string>;
  /** Inserts the draft and its files in one transaction: its id, none if the version exists. */
  record(draft: ReleaseDraft, files: StoredFile[]): Promise<string | undefined>;
  read(version: string): Promise<AdminRelease | undefined>;
}) {
  const { db, filesDir, uploading } = deps;
  const staged: StagedFile[] = [];
  const platforms = new Set<DesktopPlatform>();
  /** File names in this release, compared as a case-blind file system would. */
  const names = new Map<string, string>();
  let claimed: string | undefined;

  /** Holds the version: a 409 when it is a release already or an upload of it is under way. */
  async function claim(version: string) {
    if (claimed === version) return;
    if (claimed !== undefined) {
      throw new DomainError('invalid', `This upload is of release ${claimed}, not ${version}.`, {
        field: 'version',
      });
    }
    if (uploading.has(version)) throw versionTaken(version, 'is being uploaded already');
    uploading.add(version);
    claimed = version;
    const [existing] = await db
      .select({ id: releases.id })
      .from(releases)
      .where(eq(releases.version, version));
    if (existing) throw versionTaken(version, 'exists already');
  }

  /** Writes one file of the release to the staging folder, refusing what cannot be one. */
  async function stage(platform: DesktopPlatform, fileName: string, source: Readable) {
    checkInstallerName(fileName);
    if (platforms.has(platform)) {
      throw new InstallerRefused(`A release has one file per platform: ${platform} is twice.`);
    }
    const same = names.get(fileName.toLowerCase());
    if (same !== undefined) {
      const named = same === fileName ? fileName : `${same} and ${fileName}`;
      throw new DomainError(
        'conflict',
        `Two files of the release are named ${named}: each needs a name of its own.`,
      );
    }
    platforms.add(platform);
    names.set(fileName.toLowerCase(), fileName);
    const bytes = await stageStream(filesDir, source);
    staged.push({ ...bytes, platform, fileName });
    checkInstallerContents(fileName, bytes);
  }

  /** Records the draft and its staged files, then puts the files in place. */
  async function commit(draft: ReleaseDraft): Promise<AdminRelease> {
    await claim(draft.version);
    const files = staged.map((file) => ({
      staged: file,
      stored: {
        platform: file.platform,
        fileName: file.fileName,
        size: file.size,
        sha256: file.sha256,
        storedPath: [RELEASES_FOLDER, draft.version, file.fileName].join('/'),
      } satisfies StoredFile,
    }));
    const id = await deps.record(
      draft,
      files.map((file) => file.stored),
    );
    if (!id) throw versionTaken(draft.version, 'exists already');
    try {
      // Only once recorded: the upload that holds the version is the only one writing there.
      for (const file of files) await placeStaged(filesDir, file.staged, file.stored.storedPath);
    } catch (error) {
      await db.delete(releases).where(eq(releases.id, id));
      for (const { stored } of files) {
        await rm(absolutePath(filesDir, stored.storedPath), { force: true });
      }
      throw error;
    }
    staged.length = 0;
    return (await deps.read(draft.version)) as AdminRelease;
  }

  async function discard() {
    if (claimed !== undefined) uploading.delete(claimed);
    claimed = undefined;
    for (const file of staged.splice(0)) await rm(file.path, { force: true });
    await removeStaleStaged(filesDir);
  }

  return { claim, stage, commit, discard, fileCount: () => staged.length };
}
