import { createHash } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToNumberLE } from '@noble/curves/utils.js';

const { Point } = ed25519;

/**
 * Ed25519 verification (RFC 8032, section 5.1.7) of a message read as a stream. Node's crypto
 * (and noble's `ed25519.verify`) take the message as one buffer, and an installer is up to
 * 300 MiB: held whole, one upload would take that much memory (issue 32 keeps it to a few
 * buffers). The only pass over the message is SHA-512(R || A || M), which streams; the curve
 * arithmetic is @noble/curves' (audited), with the checks of its own strict `verify`: canonical
 * encodings, S below the group order, no small-order public key, the cofactored equation.
 */
export async function verifyEd25519Stream(
  publicKey: Uint8Array,
  signature: Uint8Array,
  message: AsyncIterable<Uint8Array>,
): Promise<boolean> {
  if (publicKey.length !== 32 || signature.length !== 64) return false;
  const encodedR = signature.subarray(0, 32);
  let a: InstanceType<typeof Point>;
  let r: InstanceType<typeof Point>;
  let sB: InstanceType<typeof Point>;
  try {
    a = Point.fromBytes(publicKey, false);
    r = Point.fromBytes(encodedR, false);
    // Refuses an S not below the group order.
    sB = Point.BASE.multiplyUnsafe(bytesToNumberLE(signature.subarray(32)));
  } catch {
    return false;
  }
  if (a.isSmallOrder()) return false;
  const hash = createHash('sha512').update(encodedR).update(publicKey);
  for await (const chunk of message) hash.update(chunk);
  const k = Point.Fn.create(bytesToNumberLE(hash.digest()));
  return r.add(a.multiplyUnsafe(k)).subtract(sB).clearCofactor().is0();
}
