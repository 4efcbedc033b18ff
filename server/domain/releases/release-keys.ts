import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';

/**
 * The keys that sign release files (issue 36): Ed25519, the secret key on the release manager's
 * machine only, the public keys given to the server (RELEASE_PUBLIC_KEYS) and built into the
 * desktop. A signature is over the whole file's bytes, as Sparkle's `edSignature`.
 */
export type ReleaseKey = {
  /** The first 16 hex digits of the SHA-256 of the raw public key. */
  keyId: string;
  /** The raw 32-byte public key, base64. */
  publicKey: string;
};

export class ReleaseKeyError extends Error {}

const RAW_KEY_BYTES = 32;
const SIGNATURE_BYTES = 64;

export const releaseKeyId = (raw: Uint8Array) =>
  createHash('sha256').update(raw).digest('hex').slice(0, 16);

const rawOf = (publicKey: KeyObject) =>
  Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url');

const describe = (publicKey: KeyObject): ReleaseKey => {
  const raw = rawOf(publicKey);
  return { keyId: releaseKeyId(raw), publicKey: raw.toString('base64') };
};

/** A public key given as base64 of its raw 32 bytes; throws ReleaseKeyError otherwise. */
export function releaseKeyOf(base64: string): ReleaseKey {
  const text = base64.trim();
  const raw = Buffer.from(text, 'base64');
  if (raw.length !== RAW_KEY_BYTES || raw.toString('base64') !== text) {
    throw new ReleaseKeyError(
      `${text.slice(0, 12)}... is not an Ed25519 public key (base64 of 32 bytes, as keygen prints)`,
    );
  }
  return { keyId: releaseKeyId(raw), publicKey: text };
}

const publicKeyObject = (key: ReleaseKey) =>
  createPublicKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      x: Buffer.from(key.publicKey, 'base64').toString('base64url'),
    },
    format: 'jwk',
  });

/** A new key pair: the secret key as PKCS#8 PEM (for its owner's file), the public key. */
export function generateReleaseKeyPair(): { secretKeyPem: string; key: ReleaseKey } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    secretKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    key: describe(publicKey),
  };
}

/** The public key of a secret key (PKCS#8 PEM); throws ReleaseKeyError for anything else. */
export function publicKeyOfSecret(secretKeyPem: string): ReleaseKey {
  try {
    const secret = createPrivateKey(secretKeyPem);
    if (secret.asymmetricKeyType !== 'ed25519') throw new Error('not Ed25519');
    return describe(createPublicKey(secret));
  } catch {
    throw new ReleaseKeyError('The secret key is not an Ed25519 key in PKCS#8 PEM (keygen).');
  }
}

/** Signs a file's bytes: the signature (base64) and the id of the key that made it. */
export function signReleaseFile(bytes: Uint8Array, secretKeyPem: string) {
  const key = publicKeyOfSecret(secretKeyPem);
  const signature = sign(null, bytes, createPrivateKey(secretKeyPem)).toString('base64');
  return { signature, keyId: key.keyId };
}

/** The key among `keys` whose signature `signature` (base64) is of `bytes`; none otherwise. */
export function verifyReleaseFile(
  bytes: Uint8Array,
  signature: string,
  keys: readonly ReleaseKey[],
): ReleaseKey | undefined {
  const raw = Buffer.from(signature.trim(), 'base64');
  if (raw.length !== SIGNATURE_BYTES) return undefined;
  return keys.find((key) => verify(null, bytes, publicKeyObject(key), raw));
}
