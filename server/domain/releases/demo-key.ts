import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateReleaseKeyPair, publicKeyOfSecret, type ReleaseKey } from './release-keys';

/**
 * The local demo's release key: on the embedded defaults (no RELEASE_PUBLIC_KEYS, a site that
 * is not https) the first start makes one in DATA_DIR, so the seeded placeholder releases are
 * signed like real ones. A real site never holds a release's secret key.
 */
export const DEMO_RELEASE_KEY_FILE = 'release-demo-secret-key.pem';

export class ReleaseSecretKeyOnServer extends Error {}

export type ReleaseTrust = {
  /** The keys an upload must be signed with: RELEASE_PUBLIC_KEYS, and the demo key if any. */
  keys: ReleaseKey[];
  /** The demo key kept in DATA_DIR, when there is one. */
  demo?: { path: string; secretKeyPem: string; key: ReleaseKey };
};

/**
 * The release keys this server trusts. With an https PUBLIC_URL it refuses (throws
 * ReleaseSecretKeyOnServer) while DATA_DIR holds the demo key; otherwise it reads the demo key,
 * or makes it (`create`, at the server's start) when no public key is configured.
 */
export async function releaseTrust(options: {
  dataDir: string;
  publicUrl: string;
  configured: readonly ReleaseKey[];
  create: boolean;
}): Promise<ReleaseTrust> {
  const path = join(options.dataDir, DEMO_RELEASE_KEY_FILE);
  const held = existsSync(path);
  if (new URL(options.publicUrl).protocol === 'https:') {
    if (held) {
      throw new ReleaseSecretKeyOnServer(
        `PUBLIC_URL is https, but ${path} holds a release secret key (the local demo's): whoever takes this server could sign a release. Delete it, make your own keys with \`npm run release -- keygen\` on another machine, and set RELEASE_PUBLIC_KEYS.`,
      );
    }
    return { keys: [...options.configured] };
  }
  if (!held && (!options.create || options.configured.length > 0)) {
    return { keys: [...options.configured] };
  }
  if (!held) {
    await mkdir(options.dataDir, { recursive: true });
    const { secretKeyPem } = generateReleaseKeyPair();
    await writeFile(path, secretKeyPem, { mode: 0o600, flag: 'wx' }).catch((error) => {
      // Two processes starting at once: the other one's key is as good.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    });
  }
  const secretKeyPem = await readFile(path, 'utf8');
  const key = publicKeyOfSecret(secretKeyPem);
  const others = options.configured.filter((configured) => configured.keyId !== key.keyId);
  return { keys: [...others, key], demo: { path, secretKeyPem, key } };
}
