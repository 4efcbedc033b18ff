import { existsSync } from 'node:fs';
import { count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { releases } from '../../db/schema';
import { systemClock } from '../clock';
import { placeholderInstaller } from './placeholder-installer';
import { createReleases } from './registry';
import { seedReleases } from './seed-data';
import { absolutePath, RELEASES_FOLDER, storedFileOf, storeReleaseFile } from './stored-files';

/** The seeded releases' Windows file, under the name the download buttons have always used. */
export const SEED_FILE_NAME = 'SignalHand-Setup-win-x64.zip';

/**
 * Writes the placeholder installer of every seeded release under FILES_DIR where it is missing
 * (the same bytes every time) and answers what the registry records of each.
 */
export async function buildPlaceholderInstallers(filesDir: string) {
  const built = [];
  for (const release of seedReleases) {
    const upload = {
      platform: 'windows-x64' as const,
      fileName: SEED_FILE_NAME,
      bytes: placeholderInstaller(release.version, release.date),
    };
    const storedPath = [RELEASES_FOLDER, release.version, SEED_FILE_NAME].join('/');
    // Never over an operator's file: a missing one is rebuilt, identical to the recorded one.
    const file = existsSync(absolutePath(filesDir, storedPath))
      ? storedFileOf(upload, storedPath)
      : await storeReleaseFile(filesDir, release.version, upload);
    built.push({ release, file });
  }
  return built;
}

/**
 * Fills an empty registry with the spec's six releases, published on the stable channel, each
 * with its placeholder installer. Files missing under FILES_DIR (a fresh folder) are rebuilt at
 * every start, identical to the recorded ones. Answers how many releases were added.
 */
export async function seedReleasesIfEmpty(db: Database, filesDir: string): Promise<number> {
  const built = await buildPlaceholderInstallers(filesDir);
  const [row] = await db.select({ total: count() }).from(releases);
  if ((row?.total ?? 0) > 0) return 0;
  const registry = createReleases({ db, clock: systemClock, filesDir });
  let added = 0;
  for (const { release, file } of built) {
    const notes = release.notes.map(([tag, text]) => ({ tag, text }));
    const draft = {
      version: release.version,
      date: release.date,
      channel: 'stable' as const,
      notes,
    };
    if (await registry.insert(draft, 'published', [file])) added += 1;
  }
  return added;
}
