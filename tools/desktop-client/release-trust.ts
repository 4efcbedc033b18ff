import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import {
  type ReleaseKey,
  ReleaseKeyError,
  releaseKeyOf,
  verifyReleaseFile,
} from '../../server/domain/releases/release-keys';
import {
  endpoints,
  type Release,
  type ReleaseKeyList,
  ReleaseKeyListSchema,
} from '../../src/services/contract';
import { ensureDir } from './device-store';
import { LinkError, type LinkOptions } from './link';

/**
 * The release keys the desktop trusts: the real desktop has them built in (pinned), so a server
 * that was taken cannot hand it another. The reference client takes them from
 * `--trusted-keys` or SIGNALHAND_RELEASE_KEYS (base64 public keys, comma-separated); only a
 * local demo server may give them, on first use, and the client then says so.
 */
export function pinnedReleaseKeys(text: string | undefined): ReleaseKey[] {
  try {
    return (text ?? '')
      .split(',')
      .filter((key) => key.trim() !== '')
      .map(releaseKeyOf);
  } catch (error) {
    if (error instanceof ReleaseKeyError) throw new LinkError(error.message, 'release-keys');
    throw error;
  }
}

/** A server on this computer over plain http: the local demo, whose keys nobody else holds. */
export const isLocalDemo = (server: string) => {
  const url = new URL(server);
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
};

const keysFileIn = (dir: string) => join(dir, 'release-keys.json');

/**
 * The keys to check releases with: the pinned ones; else, against the local demo only, the
 * ones it published when first asked (kept in `dir` from then on). `say` tells the user.
 */
export async function trustedReleaseKeys(
  options: LinkOptions,
  pinned: ReleaseKey[],
  dir: string,
  say: (line: string) => void,
): Promise<ReleaseKey[]> {
  if (pinned.length > 0) return pinned;
  if (!isLocalDemo(options.server)) {
    throw new LinkError(
      "No release keys are pinned: give the release manager's public keys with --trusted-keys or SIGNALHAND_RELEASE_KEYS. Only a local demo server may hand out its own.",
      'release-keys',
    );
  }
  const kept = await readFile(keysFileIn(dir), 'utf8').then(
    (text) => v.parse(ReleaseKeyListSchema, JSON.parse(text)),
    () => undefined,
  );
  if (kept) return kept.map((key) => releaseKeyOf(key.publicKey));
  const answer = await (options.fetch ?? fetch)(
    new URL(`${endpoints.releases}/keys`, options.server).toString(),
  );
  if (!answer.ok) {
    throw new LinkError(`The release keys could not be read (${answer.status}).`, 'release-keys');
  }
  const published: ReleaseKeyList = v.parse(ReleaseKeyListSchema, await answer.json());
  const keys = published.map((key) => releaseKeyOf(key.publicKey));
  await ensureDir(dir);
  await writeFile(keysFileIn(dir), `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  say(
    `Trusting the release keys the local demo server published (first use, kept in ${keysFileIn(dir)}): ${keys.map((key) => key.keyId).join(', ') || 'none'}.`,
  );
  return keys;
}

/**
 * A downloaded file's signature, checked with the trusted keys before its checksum is trusted:
 * unsigned, signed by a key not trusted, or bytes that are not the ones signed, it throws.
 */
export function checkReleaseSignature(
  bytes: Uint8Array,
  file: Release['files'][number],
  keys: readonly ReleaseKey[],
): void {
  if (!file.signature || !file.keyId) {
    throw new LinkError(`${file.fileName} is not signed; not installed.`, 'signature');
  }
  const key = keys.find((candidate) => candidate.keyId === file.keyId);
  if (!key) {
    throw new LinkError(
      `${file.fileName} is signed by key ${file.keyId}, which this desktop does not trust; not installed.`,
      'signature',
    );
  }
  if (!verifyReleaseFile(bytes, file.signature, [key])) {
    throw new LinkError(
      `${file.fileName} does not match its signature (changed after it was signed); not installed.`,
      'signature',
    );
  }
}
