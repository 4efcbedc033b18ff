import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyEd25519Stream } from '../../../server/domain/releases/streamed-ed25519';

/** A key pair from node:crypto, with the raw 32-byte public key. */
function keyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  return { raw: new Uint8Array(raw), privateKey };
}

/** The message in chunks of `size` bytes, as a file stream gives it. */
async function* chunks(message: Uint8Array, size = 1000) {
  for (let at = 0; at < message.length; at += size) yield message.subarray(at, at + size);
}

describe('Ed25519 over a streamed message', () => {
  it('agrees with node:crypto: a real signature verifies, any change does not', async () => {
    for (let n = 0; n < 20; n++) {
      const { raw, privateKey } = keyPair();
      const message = new Uint8Array(randomBytes(1 + n * 997));
      const signature = new Uint8Array(sign(null, message, privateKey));
      expect(await verifyEd25519Stream(raw, signature, chunks(message))).toBe(true);

      const tampered = message.slice();
      tampered[n % tampered.length] = (tampered[n % tampered.length] ?? 0) ^ 1;
      expect(await verifyEd25519Stream(raw, signature, chunks(tampered))).toBe(false);

      const badSignature = signature.slice();
      badSignature[n] = (badSignature[n] ?? 0) ^ 0x80;
      expect(await verifyEd25519Stream(raw, badSignature, chunks(message))).toBe(false);

      expect(await verifyEd25519Stream(keyPair().raw, signature, chunks(message))).toBe(false);
    }
  });

  it('refuses an S at or past the group order, and keys or signatures of the wrong size', async () => {
    const { raw, privateKey } = keyPair();
    const message = new Uint8Array(randomBytes(64));
    const signature = new Uint8Array(sign(null, message, privateKey));
    const withHighS = signature.slice();
    withHighS.fill(0xff, 32);
    expect(await verifyEd25519Stream(raw, withHighS, chunks(message))).toBe(false);
    expect(await verifyEd25519Stream(raw.subarray(1), signature, chunks(message))).toBe(false);
    expect(await verifyEd25519Stream(raw, signature.subarray(1), chunks(message))).toBe(false);
  });

  it('refuses a small-order public key (the identity) even with a signature that fits it', async () => {
    // The identity point: y = 1. With A the identity and R the identity, S = 0 satisfies the
    // equation for every message; the strict check refuses it.
    const identity = new Uint8Array(32);
    identity[0] = 1;
    const signature = new Uint8Array(64);
    signature[0] = 1;
    expect(await verifyEd25519Stream(identity, signature, chunks(new Uint8Array([1, 2])))).toBe(
      false,
    );
  });
});
