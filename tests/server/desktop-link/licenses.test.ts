import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, importPKCS8, type JSONWebKeySet, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { runLicenseKeysCommand } from '../../../server/cli/license-keys-command';
import { licenseSigningKeys, purchases, scripts, users } from '../../../server/db/schema';
import { seedScripts } from '../../../server/domain/catalogue';
import { endpoints } from '../../../src/services/contract';
import { runDesktop } from '../../../tools/desktop-client/commands';
import { readStored } from '../../../tools/desktop-client/device-store';
import { fetchJwks, fetchLicense, verifyLicense } from '../../../tools/desktop-client/link';
import { asAdmin, customerPath, operatorAndCustomer } from '../admin/customers-support';
import { bearer, call, signUp, type TestApp } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { DAY_MS, paymentPaths, subscribe } from '../support/payments';
import { buildTestApp, createTestClock, testSettings } from '../support/test-app';
import { activatedDevice, clientOver, decide, resetDesktopLink } from './support';

const EMAIL = 'ada@example.com';
const ISSUER = testSettings.publicUrl;
const free = seedScripts.filter((script) => script.price === '0').map((s) => s.scriptName);
const paid = seedScripts.find((script) => script.price !== '0');

/** Runs the reference client's command over the app; answers its exit code and its lines. */
async function desktop(app: TestApp, args: string[], onLine: (line: string) => void = () => {}) {
  const lines: string[] = [];
  const io = {
    out: (line: string) => {
      lines.push(line);
      onLine(line);
    },
    err: (line: string) => lines.push(line),
  };
  const { fetch, sleep, now } = clientOver(app);
  const code = await runDesktop([...args, '--server', ISSUER], io, { fetch, sleep, now, env: {} });
  return { code, lines };
}

describe.each(databaseKinds)('licenses on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetDesktopLink });
  const jwksOf = (app: TestApp) => fetchJwks(clientOver(app));

  it('the reference client signs in, stores its token and verifies its license offline', async () => {
    const app = buildTestApp(database);
    const { authToken } = await signUp(app, EMAIL);
    const dir = mkdtempSync(join(tmpdir(), 'signalhand-desktop-'));
    let userCode = '';
    let decided = false;
    const { fetch, now } = clientOver(app);
    const lines: string[] = [];
    const code = await runDesktop(
      ['activate', '--server', ISSUER, '--dir', dir, '--name', 'Desk', '--app-version', '2.0.0'],
      { out: (line) => lines.push(line), err: (line) => lines.push(line) },
      {
        fetch,
        now,
        env: {},
        // The customer approves while the tool waits its first interval.
        sleep: async (ms) => {
          expect(ms).toBeGreaterThanOrEqual(5_000);
          app.clock.advance(ms);
          userCode ||= lines.join('\n').match(/[A-Z]{4}-[A-Z]{4}/)?.[0] ?? '';
          if (!decided) {
            decided = true;
            expect((await decide(app, authToken, userCode, 'approve')).status).toBe(200);
          }
        },
      },
    );
    expect(lines.join('\n')).toContain('http://app.test/customer/devices/activate');
    expect(code).toBe(0);
    expect(lines.at(-1)).toMatch(/Signed in: plan trial/);
    const stored = await readStored(dir);
    expect(stored?.deviceToken).toEqual(expect.any(String));
    const claims = await verifyLicense(stored?.license ?? '', stored?.jwks as JSONWebKeySet, {
      issuer: ISSUER,
      now: new Date(app.clock.now()),
    });
    const [user] = await database.db.select().from(users).where(eq(users.emailAddress, EMAIL));
    expect(claims).toMatchObject({
      iss: ISSUER,
      aud: 'signalhand-desktop',
      sub: user?.id,
      plan: 'trial',
      runTimeSecondsPerDay: 3600,
    });
    expect(claims.scripts).toEqual([...free].sort());
    expect(claims.exp - claims.iat).toBe(24 * 60 * 60);
    const header = decodeProtectedHeader(stored?.license ?? '');
    expect(header.alg).toBe('EdDSA');
    expect((await jwksOf(app)).keys.map((key) => key.kid)).toContain(header.kid);
    // The next license, through the command that renews it.
    const said: string[] = [];
    const renewed = await runDesktop(
      ['license', '--server', ISSUER, '--dir', dir],
      { out: (line) => said.push(line), err: (line) => said.push(line) },
      { fetch, now, env: {} },
    );
    expect(renewed).toBe(0);
    expect(said).toContain('Run time: 60 minutes a day.');
  });

  it('rejects tampered, expired, wrong-audience and foreign-key licenses', async () => {
    const app = buildTestApp(database);
    const { authToken } = await signUp(app, EMAIL);
    const { license } = await activatedDevice(app, authToken);
    const jwks = await jwksOf(app);
    const now = new Date(app.clock.now());
    const check = (candidate: string, at = now) =>
      verifyLicense(candidate, jwks, { issuer: ISSUER, now: at });
    await expect(check(license)).resolves.toMatchObject({ plan: 'trial' });

    const [head, body, signature] = license.split('.');
    const claims = decodeJwt(license);
    const forged = Buffer.from(JSON.stringify({ ...claims, plan: 'pro' })).toString('base64url');
    await expect(check(`${head}.${forged}.${signature}`)).rejects.toThrow(/signature/);
    expect(body).not.toBe(forged);

    await expect(check(license, new Date(now.getTime() + DAY_MS))).rejects.toThrow(/exp/);

    const [row] = await database.db.select().from(licenseSigningKeys);
    const ourKey = await importPKCS8(row?.privateKeyPem ?? '', 'EdDSA');
    const signedWith = (key: CryptoKey | Parameters<SignJWT['sign']>[0], audience: string) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'EdDSA', kid: row?.kid })
        .setAudience(audience)
        .sign(key);
    await expect(check(await signedWith(ourKey, 'someone-else'))).rejects.toThrow(/aud/);
    await expect(check(await signedWith(ourKey, 'signalhand-desktop'))).resolves.toBeTruthy();
    const stranger = generateKeyPairSync('ed25519').privateKey;
    await expect(check(await signedWith(stranger, 'signalhand-desktop'))).rejects.toThrow(
      /signature/,
    );
    await expect(
      verifyLicense(license, jwks, { issuer: 'https://elsewhere.example', now }),
    ).rejects.toThrow(/iss/);
  });

  it('follows the account: Pro after the test checkout, a bought script, the paid period', async () => {
    if (!paid) throw new Error('the seed needs a paid script');
    const app = buildTestApp(database);
    const { authToken } = await signUp(app, EMAIL);
    const { deviceToken } = await activatedDevice(app, authToken);
    const client = clientOver(app);
    const claimsNow = async () =>
      verifyLicense(await fetchLicense(client, deviceToken), await jwksOf(app), {
        issuer: ISSUER,
        now: new Date(app.clock.now()),
      });
    expect(await claimsNow()).toMatchObject({ plan: 'trial', runTimeSecondsPerDay: 3600 });

    await subscribe(app, EMAIL);
    const pro = await claimsNow();
    expect(pro.plan).toBe('pro');
    expect(pro.runTimeSecondsPerDay).toBeUndefined();
    expect(pro.exp - pro.iat).toBe(24 * 60 * 60);
    const devices = await call(app, 'GET', endpoints.devices, undefined, bearer(authToken));
    expect(devices.body.limit).toBe(3);

    const [user] = await database.db.select().from(users).where(eq(users.emailAddress, EMAIL));
    const [script] = await database.db
      .select()
      .from(scripts)
      .where(eq(scripts.scriptName, paid.scriptName));
    await database.db.insert(purchases).values({
      userId: user?.id ?? '',
      scriptId: script?.id ?? '',
      createdAt: new Date(app.clock.now()),
    });
    expect((await claimsNow()).scripts).toContain(paid.scriptName);

    // Cancelled at period end: an hour before it, the license still says Pro, for its day.
    const cancel = await call(
      app,
      'DELETE',
      paymentPaths.subscription,
      undefined,
      bearer(authToken),
    );
    expect(cancel.status).toBe(200);
    const info = await call(app, 'GET', paymentPaths.subscription, undefined, bearer(authToken));
    const periodEnd = Number(info.body.endDate);
    // The desktop renews every day; once half-way here, which keeps its token alive (30 days).
    const toLastHour = periodEnd * 1000 - app.clock.now() - 60 * 60 * 1000;
    app.clock.advance(Math.floor(toLastHour / 2));
    await claimsNow();
    app.clock.advance(toLastHour - Math.floor(toLastHour / 2));
    const closing = await claimsNow();
    expect(closing.plan).toBe('pro');
    expect(closing.exp).toBe(periodEnd + 23 * 60 * 60);
    // After the period the account is back on Trial.
    app.clock.advance(3 * DAY_MS);
    expect(await claimsNow()).toMatchObject({ plan: 'trial', runTimeSecondsPerDay: 3600 });
  });

  it('follows an operator: complimentary Pro until its day plus the grace, a granted script', async () => {
    const app = buildTestApp(database);
    const { adminToken, customerToken, customerId } = await operatorAndCustomer(app, database);
    const admin = asAdmin(app, adminToken);
    const { deviceToken } = await activatedDevice(app, customerToken);
    const claimsNow = async () =>
      verifyLicense(await fetchLicense(clientOver(app), deviceToken), await jwksOf(app), {
        issuer: ISSUER,
        now: new Date(app.clock.now()),
      });
    const until = new Date(app.clock.now() + 2 * DAY_MS).toISOString().slice(0, 10);
    const granted = await admin('PUT', customerPath(customerId, '/complimentary-pro'), { until });
    expect(granted.status).toBe(200);
    const pro = await claimsNow();
    expect(pro).toMatchObject({ plan: 'pro' });
    // Never past the end of the chosen day plus the 3-day grace.
    expect(pro.exp).toBeLessThanOrEqual(Date.parse(`${until}T23:59:59Z`) / 1000 + 3 * 24 * 60 * 60);

    const [script] = await database.db
      .select()
      .from(scripts)
      .where(eq(scripts.scriptName, paid?.scriptName ?? ''));
    const grant = await admin('POST', customerPath(customerId, '/grants'), {
      scriptId: script?.id,
    });
    expect(grant.status).toBe(200);
    expect((await claimsNow()).scripts).toContain(paid?.scriptName);

    const ended = await admin('DELETE', customerPath(customerId, '/complimentary-pro'));
    expect(ended.status).toBe(200);
    expect(await claimsNow()).toMatchObject({ plan: 'trial', runTimeSecondsPerDay: 3600 });
  });

  it('two instances on one database sign with the same key and publish the same keys', async () => {
    const clock = createTestClock();
    const first = buildTestApp(database, { clock });
    const second = buildTestApp(database, { clock });
    // Both start at once: one key is made, whichever wins.
    await Promise.all([first.signingKeys.ensure(), second.signingKeys.ensure()]);
    expect(await database.db.select().from(licenseSigningKeys)).toHaveLength(1);
    const { authToken } = await signUp(first, EMAIL);
    const { deviceToken, license } = await activatedDevice(first, authToken);
    const fromSecond = await fetchLicense(clientOver(second), deviceToken);
    expect(decodeProtectedHeader(fromSecond).kid).toBe(decodeProtectedHeader(license).kid);
    const jwksFirst = await jwksOf(first);
    expect(await jwksOf(second)).toEqual(jwksFirst);
    await expect(
      verifyLicense(fromSecond, jwksFirst, { issuer: ISSUER, now: new Date(clock.now()) }),
    ).resolves.toBeTruthy();
  });

  it('rotation adds a current key at once on every instance and keeps the old one published', async () => {
    const clock = createTestClock();
    const first = buildTestApp(database, { clock });
    const second = buildTestApp(database, { clock });
    const { authToken } = await signUp(first, EMAIL);
    const { deviceToken, license: before } = await activatedDevice(first, authToken);
    const out: string[] = [];
    const code = await runLicenseKeysCommand(database.db, ['rotate'], {
      out: (line) => out.push(line),
      err: (line) => out.push(line),
    });
    expect(code).toBe(0);
    const after = await fetchLicense(clientOver(second), deviceToken);
    const oldKid = decodeProtectedHeader(before).kid;
    const newKid = decodeProtectedHeader(after).kid;
    expect(newKid).not.toBe(oldKid);
    expect(out[0]).toContain(String(newKid));
    const jwks = await jwksOf(first);
    expect(jwks.keys.map((key) => key.kid)).toEqual([newKid, oldKid]);
    const now = new Date(clock.now());
    await expect(verifyLicense(before, jwks, { issuer: ISSUER, now })).resolves.toBeTruthy();
    await expect(verifyLicense(after, jwks, { issuer: ISSUER, now })).resolves.toBeTruthy();
  });

  it('publishes a retired key until every license it signed has expired', async () => {
    const app = buildTestApp(database);
    await app.signingKeys.ensure();
    const [old] = await database.db.select().from(licenseSigningKeys);
    const newKid = await app.signingKeys.rotate();
    app.clock.advance(2 * DAY_MS - 1);
    expect((await jwksOf(app)).keys.map((key) => key.kid)).toEqual([newKid, old?.kid]);
    app.clock.advance(1);
    expect((await jwksOf(app)).keys.map((key) => key.kid)).toEqual([newKid]);
  });

  it('signs with LICENSE_SIGNING_KEY when set, keeps no private key, and refuses rotation', async () => {
    const pem = generateKeyPairSync('ed25519')
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    const app = buildTestApp(database, {
      settings: { ...testSettings, licenseSigningKey: pem },
    });
    const { authToken } = await signUp(app, EMAIL);
    const { license } = await activatedDevice(app, authToken);
    const [row] = await database.db.select().from(licenseSigningKeys);
    expect(row?.privateKeyPem).toBeNull();
    expect(decodeProtectedHeader(license).kid).toBe(row?.kid);
    const errors: string[] = [];
    const code = await runLicenseKeysCommand(database.db, ['rotate'], {
      out: () => {},
      err: (line) => errors.push(line),
    });
    expect(code).toBe(1);
    expect(errors.join()).toContain('LICENSE_SIGNING_KEY');
  });

  it('the client hears 401 once the device is revoked', async () => {
    const app = buildTestApp(database);
    const { authToken } = await signUp(app, EMAIL);
    const { deviceToken } = await activatedDevice(app, authToken);
    const list = await call(app, 'GET', endpoints.devices, undefined, bearer(authToken));
    const [device] = list.body.devices as { id: string }[];
    await call(app, 'DELETE', `${endpoints.devices}/${device?.id}`, undefined, bearer(authToken));
    await expect(fetchLicense(clientOver(app), deviceToken)).rejects.toMatchObject({ code: '401' });
    const { code, lines } = await desktop(app, [
      'license',
      '--dir',
      mkdtempSync(join(tmpdir(), 'sh-')),
    ]);
    expect(code).toBe(1);
    expect(lines.join()).toContain('not signed in');
  });
});
