import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  type AdminRelease,
  type DesktopPlatform,
  type ReleaseDraft,
  releaseSignatureField,
} from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { releases } from '../../db/schema';
import { DomainError } from '../errors';
import type { ReleaseKey } from './release-keys';
import {
  absolutePath,
  placeStaged,
  RELEASES_FOLDER,
  removeStaleStaged,
  type StagedBytes,
  type StoredFile,
  stageStream,
} from './stored-files';
import { verifyEd25519Stream } from './streamed-ed25519';
import { checkInstallerContents, checkInstallerName, InstallerRefused } from './uploads';

/** A file whose signature is missing or does not verify; `field` names the form's field. */
export class SignatureRefused extends InstallerRefused {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

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
  /** The public keys a file's signature must verify with (the server never signs). */
  trustedKeys: readonly ReleaseKey[];
  /** Inserts the draft and its files in one transaction: its id, none if the version exists. */
  record(draft: ReleaseDraft, files: StoredFile[]): Promise<string | undefined>;
  read(version: string): Promise<AdminRelease | undefined>;
}) {
  const { db, filesDir, uploading } = deps;
  const staged: StagedFile[] = [];
  /** The signatures given, by platform (`signature.<platform>`), checked at the commit. */
  const signatures = new Map<DesktopPlatform, string>();
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

  /** The release manager's signature of the platform's file (base64, from `<file>.sig`). */
  function signed(platform: DesktopPlatform, signature: string) {
    signatures.set(platform, signature.trim());
  }

  /**
   * The key that signed a staged file (Ed25519 over all its bytes, as Sparkle's), read back
   * from disk as a stream: exactly the bytes that will be served, never held whole.
   */
  async function signerOf(file: StagedFile): Promise<ReleaseKey> {
    const field = releaseSignatureField(file.platform);
    const signature = signatures.get(file.platform);
    if (!signature) {
      throw new SignatureRefused(
        field,
        `${file.fileName} is not signed: sign it with \`npm run release -- sign\` and send its signature as ${field}.`,
      );
    }
    const signer = await signerAmong(deps.trustedKeys, file.path, signature);
    if (!signer) {
      const known = deps.trustedKeys.map((key) => key.keyId).join(', ') || 'none configured';
      throw new SignatureRefused(
        field,
        `The signature of ${file.fileName} does not verify with a trusted release key (${known}): the file changed after it was signed, or another key signed it.`,
      );
    }
    return signer;
  }

  /** Records the draft and its staged files, once each is signed, then puts them in place. */
  async function commit(draft: ReleaseDraft): Promise<AdminRelease> {
    await claim(draft.version);
    const files = [];
    for (const file of staged) {
      const signer = await signerOf(file);
      files.push({
        staged: file,
        stored: {
          platform: file.platform,
          fileName: file.fileName,
          size: file.size,
          sha256: file.sha256,
          signature: signatures.get(file.platform) ?? null,
          keyId: signer.keyId,
          storedPath: [RELEASES_FOLDER, draft.version, file.fileName].join('/'),
        } satisfies StoredFile,
      });
    }
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

  return { claim, stage, signed, commit, discard, fileCount: () => staged.length };
}

/** The key among `keys` whose signature (base64) the file at `path` carries; none otherwise. */
async function signerAmong(keys: readonly ReleaseKey[], path: string, signature: string) {
  const raw = Buffer.from(signature, 'base64');
  for (const key of keys) {
    const publicKey = Buffer.from(key.publicKey, 'base64');
    if (await verifyEd25519Stream(publicKey, raw, createReadStream(path))) return key;
  }
  return undefined;
}
