import { createHash } from 'node:crypto';

/**
 * Ed25519 verification (RFC 8032, section 5.1.7) of a message read as a stream. Node's crypto
 * verifies Ed25519 over a buffer only, and an installer is up to 300 MiB: held whole, one upload
 * would take that much memory (issue 32 keeps it to a few buffers). The only pass over the
 * message is SHA-512(R || A || M), which streams; the rest is curve arithmetic on three points.
 * Verification only: nothing secret goes through here, so plain BigInt arithmetic is fine.
 */

const P = 2n ** 255n - 19n;
/** The order of the base point. */
const L = 2n ** 252n + 27742317777372353535851937790883648493n;

const mod = (a: bigint, m = P) => {
  const r = a % m;
  return r >= 0n ? r : r + m;
};

function power(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = mod(base);
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = mod(result * b);
    b = mod(b * b);
    e >>= 1n;
  }
  return result;
}

const invert = (a: bigint) => power(a, P - 2n);
const D = mod(-121665n * invert(121666n));
const D2 = mod(2n * D);
const SQRT_M1 = power(2n, (P - 1n) / 4n);

/** A point in extended coordinates (x = X/Z, y = Y/Z, x*y = T/Z). */
type Point = { x: bigint; y: bigint; z: bigint; t: bigint };

const IDENTITY: Point = { x: 0n, y: 1n, z: 1n, t: 0n };
const BASE_X = 15112221349535400772501151409588531511454012693041857206046113283949847762202n;
const BASE_Y = 46316835694926478169428394003475163141307993866256225615783033603165251855960n;
const BASE: Point = { x: BASE_X, y: BASE_Y, z: 1n, t: mod(BASE_X * BASE_Y) };

/** The complete addition law of twisted Edwards curves with a = -1 (it doubles too). */
function add(p: Point, q: Point): Point {
  const a = mod((p.y - p.x) * (q.y - q.x));
  const b = mod((p.y + p.x) * (q.y + q.x));
  const c = mod(p.t * D2 * q.t);
  const d = mod(p.z * 2n * q.z);
  const e = b - a;
  const f = d - c;
  const g = d + c;
  const h = b + a;
  return { x: mod(e * f), y: mod(g * h), z: mod(f * g), t: mod(e * h) };
}

function multiply(point: Point, scalar: bigint): Point {
  let result = IDENTITY;
  let addend = point;
  for (let k = scalar; k > 0n; k >>= 1n) {
    if (k & 1n) result = add(result, addend);
    addend = add(addend, addend);
  }
  return result;
}

const samePoint = (p: Point, q: Point) =>
  mod(p.x * q.z) === mod(q.x * p.z) && mod(p.y * q.z) === mod(q.y * p.z);

const littleEndian = (bytes: Uint8Array) =>
  bytes.reduceRight((value, byte) => (value << 8n) | BigInt(byte), 0n);

/** A point from its 32-byte encoding (section 5.1.3); undefined for one that is not on the curve. */
function decode(bytes: Uint8Array): Point | undefined {
  if (bytes.length !== 32) return undefined;
  const encoded = littleEndian(bytes);
  const y = encoded & ((1n << 255n) - 1n);
  const xIsOdd = encoded >> 255n === 1n;
  if (y >= P) return undefined;
  const u = mod(y * y - 1n);
  const v = mod(D * y * y + 1n);
  let x = mod(u * power(v, 3n) * power(u * power(v, 7n), (P - 5n) / 8n));
  const vx2 = mod(v * x * x);
  if (vx2 === mod(-u)) x = mod(x * SQRT_M1);
  else if (vx2 !== u) return undefined;
  if (x === 0n && xIsOdd) return undefined;
  if (((x & 1n) === 1n) !== xIsOdd) x = P - x;
  return { x, y, z: 1n, t: mod(x * y) };
}

/** Whether `signature` (64 bytes) is `publicKey`'s (32 raw bytes) over the streamed message. */
export async function verifyEd25519Stream(
  publicKey: Uint8Array,
  signature: Uint8Array,
  message: AsyncIterable<Uint8Array>,
): Promise<boolean> {
  if (signature.length !== 64) return false;
  const a = decode(publicKey);
  const r = decode(signature.subarray(0, 32));
  const s = littleEndian(signature.subarray(32));
  if (!a || !r || s >= L) return false;
  const hash = createHash('sha512').update(signature.subarray(0, 32)).update(publicKey);
  for await (const chunk of message) hash.update(chunk);
  const k = mod(littleEndian(hash.digest()), L);
  return samePoint(multiply(BASE, s), add(r, multiply(a, k)));
}
