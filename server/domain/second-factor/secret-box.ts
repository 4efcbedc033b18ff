import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seals the authenticator apps' secrets (issue 35) with AES-256-GCM under the server's
 * SECOND_FACTOR_KEY, so a copy of the database alone (a backup, a dump) makes no codes. Without
 * a key (development, tests) a secret is kept as it is, marked so, and sealed once a key is set
 * and the app is set up again. Node's own cipher; nothing of the cryptography is written here.
 */
export type SecretBox = { seal(secret: string): string; open(stored: string): string };

const SEALED = 'v1:';
const PLAIN = 'plain:';

export function createSecretBox(configuredKey?: string): SecretBox {
  // Any length of key text: its SHA-256 is the 32-byte key.
  const key = configuredKey ? createHash('sha256').update(configuredKey).digest() : undefined;
  return {
    seal(secret) {
      if (!key) return `${PLAIN}${secret}`;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${SEALED}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(stored) {
      if (stored.startsWith(PLAIN)) return stored.slice(PLAIN.length);
      if (!key)
        throw new Error('An authenticator secret is sealed, but SECOND_FACTOR_KEY is not set');
      const bytes = Buffer.from(stored.slice(SEALED.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
