import { existsSync } from 'node:fs';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { releaseFiles, releases } from '../../db/schema';
import { systemClock } from '../clock';
import { placeholderInstaller } from './placeholder-installer';
import { createReleases } from './registry';
import { signReleaseFile } from './release-keys';
import { seedReleases } from './seed-data';
import { absolutePath, RELEASES_FOLDER, storedFileOf, storeReleaseFile } from './stored-files';

/** The seeded releases' Windows file, under the name the download buttons have always used. */
export const SEED_FILE_NAME = 'SignalHand-Setup-win-x64.zip';

/**
 * Writes the placeholder installer of every seeded release under FILES_DIR where it is missing
 * (the same bytes every time) and answers what the registry records of each.
 */
export async function buildPlaceholderInstallers(filesDir: string, demoSecretKeyPem?: string) {
  const built = [];
  for (const release of seedReleases) {
    const upload = {
      platform: 'windows-x64' as const,
      fileName: SEED_FILE_NAME,
      bytes: placeholderInstaller(release.version, release.date),
    };
    const storedPath = [RELEASES_FOLDER, release.version, SEED_FILE_NAME].join('/');
    // Never over an operator's file: a missing one is rebuilt, identical to the recorded one.
    const unsigned = existsSync(absolutePath(filesDir, storedPath))
      ? storedFileOf(upload, storedPath)
      : await storeReleaseFile(filesDir, release.version, upload);
    const file = demoSecretKeyPem
      ? { ...unsigned, ...signReleaseFile(upload.bytes, demoSecretKeyPem) }
      : unsigned;
    built.push({ release, file });
  }
  return built;
}

/**
 * Fills an empty registry with the spec's six releases, published on the stable channel, each
 * with its placeholder installer, signed with the local demo key when there is one. Files
 * missing under FILES_DIR (a fresh folder) are rebuilt at every start, identical to the recorded
 * ones; placeholders recorded unsigned (before releases were signed) are signed then too.
 * Answers how many releases were added.
 */
export async function seedReleasesIfEmpty(
  db: Database,
  filesDir: string,
  demoSecretKeyPem?: string,
): Promise<number> {
  const built = await buildPlaceholderInstallers(filesDir, demoSecretKeyPem);
  const [row] = await db.select({ total: count() }).from(releases);
  if ((row?.total ?? 0) > 0) {
    if (demoSecretKeyPem) await signUnsignedPlaceholders(db, built);
    return 0;
  }
  const registry = createReleases({ db, clock: systemClock, filesDir, trustedKeys: [] });
  let added = 0;
  for (const { release, file } of built) {
    const notes = release.notes.map(([tag, text]) => ({ tag, text }));
    const draft = {
      version: release.version,
      date: release.date,
      channel: 'stable' as const,
      notes,
      rollback: false,
    };
    if (await registry.insert(draft, 'published', [file])) added += 1;
  }
  return added;
}

/** Signs the recorded placeholders that have no signature, if their bytes are the placeholder's. */
async function signUnsignedPlaceholders(
  db: Database,
  built: Awaited<ReturnType<typeof buildPlaceholderInstallers>>,
) {
  for (const { file } of built) {
    await db
      .update(releaseFiles)
      .set({ signature: file.signature, keyId: file.keyId })
      .where(
        and(
          eq(releaseFiles.storedPath, file.storedPath),
          eq(releaseFiles.sha256, file.sha256),
          isNull(releaseFiles.signature),
        ),
      );
  }
}
