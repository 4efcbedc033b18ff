import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, type JWK } from 'jose';
import type { Database } from '../../db/client';
import { licenseSigningKeys } from '../../db/schema';
import type { Clock } from '../clock';
import { LICENSE_MAX_HOURS } from './claims';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/**
 * A retired key stays published as long as a license it signed may live, and a day more for
 * clocks that disagree.
 */
const PUBLISHED_AFTER_RETIREMENT_MS = LICENSE_MAX_HOURS * HOUR_MS + DAY_MS;

export type SigningKey = { kid: string; privateKey: KeyObject };

export class SigningKeyError extends Error {}

/** The public half as a JWK (`kty OKP`, `crv Ed25519`, `x`), with what a verifier needs. */
async function publicJwkOf(privateKey: KeyObject) {
  const jwk = await exportJWK(createPublicKey(privateKey));
  const kid = await calculateJwkThumbprint(jwk);
  const published: Record<string, string> = {
    kty: String(jwk.kty),
    crv: String(jwk.crv),
    x: String(jwk.x),
    kid,
    alg: 'EdDSA',
    use: 'sig',
  };
  return { kid, jwk: published };
}

/** A PKCS#8 PEM that holds an Ed25519 private key, or a SigningKeyError saying why not. */
export function parseSigningKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: pem, format: 'pem' });
  } catch {
    throw new SigningKeyError('LICENSE_SIGNING_KEY is not a PKCS#8 PEM private key.');
  }
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new SigningKeyError('LICENSE_SIGNING_KEY must be an Ed25519 key (alg EdDSA).');
  }
  return key;
}

export type SigningKeys = ReturnType<typeof createSigningKeys>;

/**
 * The license signing keys, kept in the database so every instance signs with the same one and
 * a restart keeps it. With `configuredPem` (LICENSE_SIGNING_KEY) that key is current and only its
 * public half is stored; without it the first instance to need a key generates one, and a
 * concurrent start loses the race on the unique "current" index and uses the winner's.
 */
export function createSigningKeys(deps: { db: Database; clock: Clock; configuredPem?: string }) {
  const { db, clock } = deps;
  const configured = deps.configuredPem ? parseSigningKey(deps.configuredPem) : undefined;
  const imported = new Map<string, KeyObject>();
  let ready: Promise<void> | undefined;

  /** Makes the configured key current (its old current retires), once per process. */
  async function adoptConfigured(privateKey: KeyObject) {
    const { kid, jwk } = await publicJwkOf(privateKey);
    const now = new Date(clock.now());
    await db.transaction(async (tx) => {
      await tx
        .insert(licenseSigningKeys)
        .values({ kid, privateKeyPem: null, publicJwk: jwk, createdAt: now, current: false })
        .onConflictDoNothing();
      await tx
        .update(licenseSigningKeys)
        .set({ current: false, retiredAt: now })
        .where(and(eq(licenseSigningKeys.current, true), ne(licenseSigningKeys.kid, kid)));
      await tx
        .update(licenseSigningKeys)
        .set({ current: true, retiredAt: null })
        .where(eq(licenseSigningKeys.kid, kid));
    });
    imported.set(kid, privateKey);
  }

  /** Adds a generated key as current; false when another instance made one current first. */
  async function insertGenerated(retireCurrent: boolean): Promise<string | undefined> {
    const { privateKey } = generateKeyPairSync('ed25519');
    const { kid, jwk } = await publicJwkOf(privateKey);
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const now = new Date(clock.now());
    return db.transaction(async (tx) => {
      if (retireCurrent) {
        await tx
          .update(licenseSigningKeys)
          .set({ current: false, retiredAt: now })
          .where(eq(licenseSigningKeys.current, true));
      }
      const inserted = await tx
        .insert(licenseSigningKeys)
        .values({ kid, privateKeyPem: pem, publicJwk: jwk, createdAt: now, current: true })
        .onConflictDoNothing()
        .returning({ kid: licenseSigningKeys.kid });
      return inserted[0]?.kid;
    });
  }

  function ensure(): Promise<void> {
    ready ??= (async () => {
      if (configured) return adoptConfigured(configured);
      const [current] = await db
        .select({ kid: licenseSigningKeys.kid })
        .from(licenseSigningKeys)
        .where(eq(licenseSigningKeys.current, true));
      if (!current) await insertGenerated(false);
    })().catch((error) => {
      ready = undefined;
      throw error;
    });
    return ready;
  }

  /**
   * The key that signs now. Read on every license (a rotation by the operator command reaches
   * every running instance at once); the parsed private key is kept per kid.
   */
  async function current(): Promise<SigningKey> {
    await ensure();
    const [row] = await db
      .select()
      .from(licenseSigningKeys)
      .where(eq(licenseSigningKeys.current, true));
    if (!row) throw new SigningKeyError('No current license signing key.');
    const known = imported.get(row.kid);
    if (known) return { kid: row.kid, privateKey: known };
    if (!row.privateKeyPem) {
      throw new SigningKeyError(
        `The current license key ${row.kid} comes from another instance's LICENSE_SIGNING_KEY; set the same here.`,
      );
    }
    const privateKey = createPrivateKey(row.privateKeyPem);
    imported.set(row.kid, privateKey);
    return { kid: row.kid, privateKey };
  }

  /** What /.well-known/jwks.json publishes: the current key first, then recently retired ones. */
  async function published(): Promise<JWK[]> {
    await ensure();
    const since = new Date(clock.now() - PUBLISHED_AFTER_RETIREMENT_MS);
    const rows = await db
      .select({ jwk: licenseSigningKeys.publicJwk, current: licenseSigningKeys.current })
      .from(licenseSigningKeys)
      .where(
        or(
          eq(licenseSigningKeys.current, true),
          isNull(licenseSigningKeys.retiredAt),
          gt(licenseSigningKeys.retiredAt, since),
        ),
      )
      .orderBy(desc(licenseSigningKeys.current), desc(licenseSigningKeys.createdAt));
    return rows.map((row) => row.jwk as JWK);
  }

  /** A new current key; the old one stays published. Refused when the key is configured. */
  async function rotate(): Promise<string> {
    if (configured) {
      throw new SigningKeyError(
        'LICENSE_SIGNING_KEY is set: rotate by setting a new key there (the old one stays published).',
      );
    }
    await ensure();
    const [row] = await db
      .select({ privateKeyPem: licenseSigningKeys.privateKeyPem })
      .from(licenseSigningKeys)
      .where(eq(licenseSigningKeys.current, true));
    if (row && row.privateKeyPem === null) {
      throw new SigningKeyError(
        'The current key comes from LICENSE_SIGNING_KEY: rotate by setting a new key there.',
      );
    }
    const kid = await insertGenerated(true);
    if (!kid) throw new SigningKeyError('Another rotation ran at the same moment; try again.');
    return kid;
  }

  return { ensure, current, published, rotate };
}
