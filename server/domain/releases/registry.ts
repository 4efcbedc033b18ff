import { Readable } from 'node:stream';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  type AdminRelease,
  type DesktopPlatform,
  FILES_PATH,
  type Release,
  type ReleaseChannel,
  type ReleaseDraft,
} from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { devices, releaseFiles, releases } from '../../db/schema';
import type { Clock } from '../clock';
import { isLiveDevice } from '../devices/device-tokens';
import { DomainError } from '../errors';
import type { ReleaseKey } from './release-keys';
import { createReleasePolicy } from './release-policy';
import { startReleaseUpload } from './release-upload';
import { type Asker, chooseRelease } from './rollout';
import { createRolloutChanges } from './rollout-changes';
import { absolutePath, type StoredFile } from './stored-files';
import { compareVersions } from './versions';

type ReleaseRow = typeof releases.$inferSelect;
type FileRow = typeof releaseFiles.$inferSelect;
export type ReleaseStatus = ReleaseRow['status'];
export type UploadedFile = {
  platform: DesktopPlatform;
  fileName: string;
  bytes: Uint8Array;
  /** The release manager's signature of `bytes` (base64), checked against the trusted keys. */
  signature?: string;
};

/** Where a release's file is downloaded (site-relative; counted per release). */
export const releaseFileUrl = (version: string, fileName: string) =>
  `${FILES_PATH}/releases/${encodeURIComponent(version)}/${encodeURIComponent(fileName)}`;

/** Newest first by version (2.10.0 after 2.9.0; a pre-release before its release), then date. */
const newestFirst = (a: ReleaseRow, b: ReleaseRow) =>
  compareVersions(b.version, a.version) || b.releasedOn.localeCompare(a.releasedOn);

function toRelease(row: ReleaseRow, files: FileRow[]): Release {
  return {
    version: row.version,
    date: row.releasedOn,
    channel: row.channel,
    notes: row.notes,
    files: files
      .filter((file) => file.releaseId === row.id)
      .map((file) => ({
        platform: file.platform,
        fileName: file.fileName,
        size: file.size,
        sha256: file.sha256,
        signature: file.signature,
        keyId: file.keyId,
        url: releaseFileUrl(row.version, file.fileName),
      })),
    rollback: row.rollback,
  };
}

export type Releases = ReturnType<typeof createReleases>;

/**
 * The release registry: drafts, published and withdrawn releases with their files under
 * FILES_DIR, the feed the desktop tool and the public pages read, and the download counter.
 * `onChanged` is told after each publish or withdrawal (the public pages' data changed).
 */
export function createReleases(deps: {
  db: Database;
  clock: Clock;
  filesDir: string;
  /** The public keys an uploaded file must be signed with (RELEASE_PUBLIC_KEYS). */
  trustedKeys: readonly ReleaseKey[];
  onChanged?: () => void;
}) {
  const { db, clock, filesDir } = deps;

  async function withFiles(rows: ReleaseRow[]) {
    const sorted = [...rows].sort(newestFirst);
    const ids = sorted.map((row) => row.id);
    const files =
      ids.length === 0
        ? []
        : await db.select().from(releaseFiles).where(inArray(releaseFiles.releaseId, ids));
    files.sort((a, b) => a.platform.localeCompare(b.platform));
    return { sorted, files };
  }

  /** The published releases, newest first; of one channel when given. */
  async function published(channel?: ReleaseChannel): Promise<Release[]> {
    const rows = await db
      .select()
      .from(releases)
      .where(
        and(eq(releases.status, 'published'), channel ? eq(releases.channel, channel) : undefined),
      );
    const { sorted, files } = await withFiles(rows);
    return sorted.map((row) => toRelease(row, files));
  }

  /**
   * The release for the asker (`rollout.ts`): the newest published one with a file for the
   * platform offered to it (a device under its rollout; anyone once it is fully rolled out), or
   * the previous good one as a rollback for a desktop on a yanked release. Beta testers get a
   * newer stable release too; the stable channel never sees a beta.
   */
  async function latest(platform: DesktopPlatform, channel: ReleaseChannel, asker: Asker = {}) {
    const rows = await db
      .select()
      .from(releases)
      .where(
        and(
          inArray(releases.status, ['published', 'yanked']),
          channel === 'stable' ? eq(releases.channel, 'stable') : undefined,
        ),
      );
    const { sorted, files } = await withFiles(rows);
    const candidates = sorted
      .filter((row) =>
        files.some((file) => file.releaseId === row.id && file.platform === platform),
      )
      .map((row) => ({ ...row, halted: row.haltedAt !== null }));
    const chosen = chooseRelease(candidates, asker);
    if (!chosen) return undefined;
    const release = toRelease(chosen.release, files);
    return chosen.rollbackFrom
      ? { ...release, rollback: true, rollbackFrom: chosen.rollbackFrom }
      : release;
  }

  /** How many live devices last reported running each version. */
  async function devicesByVersion(): Promise<Map<string, number>> {
    const rows = await db
      .select({ version: devices.appVersion, devices: count() })
      .from(devices)
      .where(isLiveDevice(new Date(clock.now())))
      .groupBy(devices.appVersion);
    return new Map(rows.map((row) => [row.version, row.devices]));
  }

  /** Every release with its state, rollout, downloads and devices on it, for the console. */
  async function all(): Promise<AdminRelease[]> {
    const { sorted, files } = await withFiles(await db.select().from(releases));
    const running = await devicesByVersion();
    return sorted.map((row) => ({
      ...toRelease(row, files),
      status: row.status,
      downloads: row.downloads,
      rolloutPercent: row.rolloutPercent,
      haltedAt: row.haltedAt?.toISOString() ?? null,
      yankedAt: row.yankedAt?.toISOString() ?? null,
      yankReason: row.yankReason,
      devicesOnIt: running.get(row.version) ?? 0,
    }));
  }

  async function one(version: string): Promise<AdminRelease | undefined> {
    return (await all()).find((release) => release.version === version);
  }

  /** Versions whose upload is under way in this process (the database settles it between processes). */
  const uploading = new Set<string>();

  /** One upload of a release, staged as it arrives (`release-upload.ts`). */
  const startUpload = () =>
    startReleaseUpload({
      db,
      filesDir,
      uploading,
      trustedKeys: deps.trustedKeys,
      record: (draft, files) => insertRow(draft, 'draft', files),
      read: one,
    });

  /** Adds a draft with its files, held in memory (`npm run release`). */
  async function addDraft(draft: ReleaseDraft, uploads: UploadedFile[]): Promise<AdminRelease> {
    const upload = startUpload();
    try {
      await upload.claim(draft.version);
      for (const file of uploads) {
        await upload.stage(file.platform, file.fileName, Readable.from([Buffer.from(file.bytes)]));
        if (file.signature !== undefined) upload.signed(file.platform, file.signature);
      }
      return await upload.commit(draft);
    } finally {
      await upload.discard();
    }
  }

  /** Inserts a release and its files in one transaction; false when the version exists. */
  async function insert(draft: ReleaseDraft, status: ReleaseStatus, stored: StoredFile[]) {
    return (await insertRow(draft, status, stored)) !== undefined;
  }

  /** The same, answering the new release's id (undefined when the version exists). */
  async function insertRow(draft: ReleaseDraft, status: ReleaseStatus, stored: StoredFile[]) {
    const now = new Date(clock.now());
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(releases)
        .values({
          version: draft.version,
          releasedOn: draft.date,
          channel: draft.channel,
          notes: draft.notes,
          rollback: draft.rollback,
          status,
          createdAt: now,
          publishedAt: status === 'published' ? now : null,
        })
        .onConflictDoNothing({ target: releases.version })
        .returning({ id: releases.id });
      if (!row) return undefined;
      if (stored.length > 0) {
        await tx
          .insert(releaseFiles)
          .values(stored.map((file) => ({ ...file, releaseId: row.id })));
      }
      return row.id;
    });
  }

  /** Publishes or withdraws a release; undefined when there is no such version. */
  async function setStatus(version: string, status: 'published' | 'withdrawn') {
    const changed = await db
      .update(releases)
      .set({
        status,
        ...(status === 'published' && { publishedAt: new Date(clock.now()) }),
      })
      .where(and(eq(releases.version, version), ne(releases.status, 'yanked')))
      .returning({ id: releases.id });
    if (changed.length === 0) {
      if (!(await one(version))) return undefined;
      throw new DomainError(
        'conflict',
        `${version} was yanked: it stays out; release a new version.`,
      );
    }
    deps.onChanged?.();
    return one(version);
  }

  /**
   * A published release's file to download, counted once per download (a resumed download's
   * later parts are not counted: `count` false); undefined when there is no such file.
   */
  async function download(version: string, fileName: string, count: boolean) {
    const [row] = await db
      .select({ releaseId: releases.id, storedPath: releaseFiles.storedPath })
      .from(releaseFiles)
      .innerJoin(releases, eq(releases.id, releaseFiles.releaseId))
      .where(
        and(
          eq(releases.version, version),
          eq(releases.status, 'published'),
          eq(releaseFiles.fileName, fileName),
        ),
      );
    if (!row) return undefined;
    if (count) {
      await db
        .update(releases)
        .set({ downloads: sql`${releases.downloads} + 1` })
        .where(eq(releases.id, row.releaseId));
    }
    return absolutePath(filesDir, row.storedPath);
  }

  return {
    published,
    latest,
    rollouts: createRolloutChanges({ db, clock, one, onChanged: deps.onChanged }),
    policy: createReleasePolicy({ db, clock }),
    all,
    one,
    startUpload,
    addDraft,
    insert,
    setStatus,
    download,
  };
}
