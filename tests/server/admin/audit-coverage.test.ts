import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client';
import { auditLog } from '../../../server/db/schema';
import { signReleaseFile } from '../../../server/domain/releases';
import { actionOf, auditSummary } from '../../../server/http/console-audit';
import {
  adminScriptImagesEndpoint,
  adminScriptsEndpoint,
  type Endpoint,
  endpoints,
  scriptImageRules,
} from '../../../src/services/contract';
import { releaseManager, withReleaseKeys } from '../desktop-link/support';
import { signUpAdmin } from '../support/admin';
import { bearer, fromAddress, signUp, type TestApp } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { newScript } from '../support/endpoint-samples';
import { resetWithSeed, storePaths } from '../support/portal';
import { idOf } from './customers-support';

const OPERATOR = 'operator@example.com';
const CUSTOMER = 'ada@example.com';
const admin = endpoints.admin;
const sha256 = (bytes: string | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A release file the upload accepts: a zip's signature and a few bytes. */
const INSTALLER = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...Buffer.from('placeholder')]);

const CONTENT = '//@version=5\nindicator("Audit Scout", overlay=true)\n';
/** The same length, another text: an edit only a hash of the content shows. */
const EDITED_CONTENT = CONTENT.replace('Audit Scout', 'Audit Scoot');

const script = (content: string) => ({
  ...newScript,
  scriptName: 'Audit Scout',
  content,
  contentFileName: 'audit-scout.pine',
});

type AuditRow = typeof auditLog.$inferSelect;

/** What the sample calls refer to, filled in as they run. */
type World = {
  customerId: string;
  requestId: string;
  supportId: string;
  scriptId: string;
};

/** One console write: a successful call, the action its audit line names, what else it holds. */
type Sample = {
  send: (world: World) => { path: string; body?: unknown; form?: FormData };
  action: string;
  after?: (answer: Record<string, unknown>, world: World) => void;
  check?: (entry: AuditRow) => void;
};

/**
 * A successful call of every endpoint declared audited, in an order that works (a script is
 * created before it is edited, a customer locked before unlocked). Keyed by the route as the
 * registrar holds it: an endpoint declared audited without a sample here fails the test below.
 */
const samples: Record<string, Sample> = {
  [`POST ${adminScriptImagesEndpoint}`]: {
    send: () => {
      const form = new FormData();
      form.set(scriptImageRules.field, new File([PNG], 'chart.png', { type: 'image/png' }));
      return { path: adminScriptImagesEndpoint, form };
    },
    action: 'script.image.upload',
    check: (entry) => expect(entry.after).toMatchObject({ sha256: sha256(PNG), bytes: PNG.length }),
  },
  [`POST ${adminScriptsEndpoint}`]: {
    send: () => ({ path: adminScriptsEndpoint, body: script(CONTENT) }),
    action: 'script.create',
    after: (answer, world) => {
      world.scriptId = String(answer.id);
    },
    check: (entry) => {
      expect(entry.after).toMatchObject({
        contentSha256: sha256(CONTENT),
        contentLength: CONTENT.length,
      });
      expect(JSON.stringify(entry.after)).not.toContain('indicator(');
    },
  },
  [`PUT ${adminScriptsEndpoint}/:id`]: {
    send: (w) => ({ path: `${adminScriptsEndpoint}/${w.scriptId}`, body: script(EDITED_CONTENT) }),
    action: 'script.update',
    check: (entry) => {
      expect(entry.before).toEqual({ contentSha256: sha256(CONTENT) });
      expect(entry.after).toEqual({ contentSha256: sha256(EDITED_CONTENT) });
    },
  },
  [`PATCH ${adminScriptsEndpoint}/:id`]: {
    send: (w) => ({ path: `${adminScriptsEndpoint}/${w.scriptId}`, body: { published: true } }),
    action: 'script.publish',
  },
  [`POST ${admin}/customers/:id/grants`]: {
    send: (w) => ({
      path: `${admin}/customers/${w.customerId}/grants`,
      body: { scriptId: w.scriptId },
    }),
    action: 'customer.script.grant',
  },
  [`DELETE ${admin}/customers/:id/grants/:scriptId`]: {
    send: (w) => ({ path: `${admin}/customers/${w.customerId}/grants/${w.scriptId}` }),
    action: 'customer.script.revoke',
  },
  [`PUT ${admin}/customers/:id/complimentary-pro`]: {
    send: (w) => ({
      path: `${admin}/customers/${w.customerId}/complimentary-pro`,
      body: { until: '2026-04-01' },
    }),
    action: 'customer.complimentary-pro.grant',
  },
  [`DELETE ${admin}/customers/:id/complimentary-pro`]: {
    send: (w) => ({ path: `${admin}/customers/${w.customerId}/complimentary-pro` }),
    action: 'customer.complimentary-pro.end',
  },
  [`PUT ${admin}/customers/:id/devices-stop`]: {
    send: (w) => ({ path: `${admin}/customers/${w.customerId}/devices-stop` }),
    action: 'customer.devices.stop',
  },
  [`DELETE ${admin}/customers/:id/devices-stop`]: {
    send: (w) => ({ path: `${admin}/customers/${w.customerId}/devices-stop` }),
    action: 'customer.devices.resume',
  },
  [`PUT ${admin}/customers/:id/lock`]: {
    send: (w) => ({ path: `${admin}/customers/${w.customerId}/lock` }),
    action: 'customer.lock',
  },
  [`DELETE ${admin}/customers/:id/lock`]: {
    send: (w) => ({ path: `${admin}/customers/${w.customerId}/lock` }),
    action: 'customer.unlock',
  },
  [`PUT ${admin}/customers/:id/admin`]: {
    send: (w) => ({ path: `${admin}/customers/${w.customerId}/admin` }),
    action: 'customer.admin.make',
  },
  [`DELETE ${admin}/customers/:id/admin`]: {
    send: (w) => ({ path: `${admin}/customers/${w.customerId}/admin` }),
    action: 'customer.admin.unmake',
  },
  [`PATCH ${admin}/requests/:id`]: {
    send: (w) => ({ path: `${admin}/requests/${w.requestId}`, body: { status: 'in_review' } }),
    action: 'request.in_review',
  },
  [`POST ${admin}/support/:id`]: {
    send: (w) => ({ path: `${admin}/support/${w.supportId}`, body: { body: 'Reinstall it.' } }),
    action: 'support.reply',
  },
  [`PATCH ${admin}/support/:id`]: {
    send: (w) => ({ path: `${admin}/support/${w.supportId}`, body: { status: 'closed' } }),
    action: 'support.close',
  },
  [`POST ${admin}/releases`]: {
    send: () => {
      const form = new FormData();
      form.set('version', '2.1.0');
      form.set('date', '2026-03-01');
      form.set('channel', 'beta');
      form.set('notes', '[{"tag":"Feature","text":"Faster clicks"}]');
      form.set('file.windows-x64', new File([INSTALLER], 'SignalHand-Setup-2.1.0.zip'));
      form.set(
        'signature.windows-x64',
        signReleaseFile(INSTALLER, releaseManager.secretKeyPem).signature,
      );
      return { path: `${admin}/releases`, form };
    },
    action: 'release.upload',
    check: (entry) => {
      expect(entry.targetType).toBe('release');
      expect(entry.targetId).toBe('2.1.0');
      // The stored file is named by its checksum, never by its bytes.
      expect(JSON.stringify(entry.after)).toContain(sha256(INSTALLER));
    },
  },
  // Issue 36: the draft's first share, withdrawn and published again, halted, then yanked.
  [`POST ${admin}/releases/:version/rollout`]: {
    send: () => ({ path: `${admin}/releases/2.1.0/rollout`, body: { percent: 25 } }),
    action: 'release.rollout',
    check: (entry) => {
      expect(entry).toMatchObject({ targetType: 'release', targetId: '2.1.0' });
      expect(entry.before).toMatchObject({ rolloutPercent: 100 });
      expect(entry.after).toMatchObject({ rolloutPercent: 25, status: 'draft' });
    },
  },
  [`POST ${admin}/releases/:version/withdraw`]: {
    send: () => ({ path: `${admin}/releases/2.1.0/withdraw` }),
    action: 'release.withdraw',
    check: (entry) => expect(entry.after).toMatchObject({ status: 'withdrawn' }),
  },
  [`POST ${admin}/releases/:version/publish`]: {
    send: () => ({ path: `${admin}/releases/2.1.0/publish` }),
    action: 'release.publish',
    check: (entry) => {
      expect(entry.targetId).toBe('2.1.0');
      expect(entry.after).toMatchObject({ version: '2.1.0', status: 'published' });
    },
  },
  [`POST ${admin}/releases/:version/halt`]: {
    send: () => ({ path: `${admin}/releases/2.1.0/halt` }),
    action: 'release.halt',
    check: (entry) => expect(entry.after).toMatchObject({ halted: true }),
  },
  [`POST ${admin}/releases/:version/yank`]: {
    send: () => ({ path: `${admin}/releases/2.1.0/yank`, body: { reason: 'Wrong monitor' } }),
    action: 'release.yank',
    check: (entry) =>
      expect(entry.after).toMatchObject({ status: 'yanked', yankReason: 'Wrong monitor' }),
  },
  [`PUT ${admin}/releases/minimum-version`]: {
    send: () => ({
      path: `${admin}/releases/minimum-version`,
      body: { minimumVersion: '2.0.0' },
    }),
    action: 'release.minimum-version.update',
    check: (entry) => expect(entry.after).toEqual({ minimumVersion: '2.0.0' }),
  },
  [`DELETE ${admin}/releases/minimum-version`]: {
    send: () => ({ path: `${admin}/releases/minimum-version` }),
    action: 'release.minimum-version.update',
    check: (entry) => expect(entry.after).toEqual({ minimumVersion: null }),
  },
  [`DELETE ${adminScriptsEndpoint}/:id`]: {
    send: (w) => ({ path: `${adminScriptsEndpoint}/${w.scriptId}` }),
    action: 'script.delete',
  },
};

const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** The endpoints the app registered that are declared `audited`: their audit is the registrar's. */
const auditedEndpoints = (app: TestApp) =>
  app.registeredEndpoints
    .filter((endpoint) => endpoint.audited)
    .map(keyOf)
    .sort();

async function resetAll(database: DatabaseHandle) {
  await resetWithSeed(database);
  await database.db.execute(sql.raw('TRUNCATE audit_log, releases, release_files CASCADE'));
}

/**
 * Issue 32, point 6: every operator action leaves one audit line, whichever endpoint takes it,
 * written by the registrar for every endpoint declared `audited` (not remembered route by route), with a
 * hash of any content it changed and never the content itself.
 */
describe.each(databaseKinds)('the audit of every console write on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetAll });
  let app: TestApp;
  let token: string;
  let world: World;

  beforeEach(async () => {
    const filesDir = mkdtempSync(join(tmpdir(), 'signalhand-audit-files-'));
    app = withReleaseKeys(database, { filesDir });
    token = (await signUpAdmin(app, database, OPERATOR)).authToken;
    const customer = (await signUp(app, CUSTOMER)).authToken;
    const request = await app.request(storePaths.custom, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(customer) },
      body: JSON.stringify({
        name: 'Gap filler',
        description: 'Buy the opening gap when it fills halfway.',
        platform: 'TradingView',
        phoneNumber: '+1 555 123 4567',
      }),
    });
    expect(request.status).toBe(200);
    const contact = await app.request(storePaths.support, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fromAddress('198.51.100.9') },
      body: JSON.stringify({
        firstName: 'Grace',
        lastName: 'Hopper',
        emailAddress: 'grace@example.com',
        phoneCode: '+1',
        phoneNumber: '555 010 4040',
        reasonToContact: 'My script does not click the buy button.',
      }),
    });
    expect(contact.status).toBe(200);
    const one = async (table: string) => {
      const rows = await database.db.execute(sql.raw(`SELECT id FROM ${table}`));
      return String((rows as unknown as { rows: Array<{ id: string }> }).rows[0]?.id);
    };
    world = {
      customerId: await idOf(database, CUSTOMER),
      requestId: await one('custom_script_requests'),
      supportId: await one('support_messages'),
      scriptId: '',
    };
  });

  const auditRows = () => database.db.select().from(auditLog);

  async function send(method: string, call: ReturnType<Sample['send']>) {
    const headers: Record<string, string> = bearer(token);
    let body: BodyInit | undefined;
    if (call.form) body = call.form;
    else if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.body);
    }
    return app.request(call.path, { method, headers, body });
  }

  it("declares every operator's write audited, so a new console write cannot be left out", () => {
    const unaudited = app.registeredEndpoints.filter(
      (endpoint) =>
        endpoint.access === 'operator' && endpoint.method !== 'GET' && !endpoint.audited,
    );
    expect(unaudited.map(keyOf)).toEqual([]);
  });

  it('has a sample call for every endpoint declared audited, releases included', () => {
    expect(auditedEndpoints(app)).toEqual(Object.keys(samples).sort());
  });

  it('leaves exactly one audit line, naming the action and the operator, per successful call', async () => {
    const routes = new Set(auditedEndpoints(app));
    const wrong: string[] = [];
    for (const [route, sample] of Object.entries(samples)) {
      if (!routes.has(route)) continue;
      const method = route.split(' ')[0] ?? '';
      const before = new Set((await auditRows()).map((row) => row.id));
      const answer = await send(method, sample.send(world));
      const text = await answer.text();
      expect(answer.ok, `${route}: ${answer.status} ${text}`).toBe(true);
      sample.after?.(text ? JSON.parse(text) : {}, world);
      const added = (await auditRows()).filter((row) => !before.has(row.id));
      const actions = added.map((row) => row.action).join(', ');
      if (actions !== sample.action) {
        wrong.push(`${route}: [${actions}]`);
        continue;
      }
      const [entry] = added;
      try {
        expect(entry?.actorEmail).toBe(OPERATOR);
        if (entry) sample.check?.(entry);
      } catch (error) {
        wrong.push(`${route}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('records a write the handler did not record itself, and nothing for a refused one', async () => {
    const lock = `${admin}/customers/${world.customerId}/lock`;
    expect((await send('PUT', { path: lock })).status).toBe(200);
    // Locked already: the domain has nothing to record, the request is still an action.
    expect((await send('PUT', { path: lock })).status).toBe(200);
    const refused = await send('PUT', { path: `${admin}/customers/not-an-id/lock` });
    expect(refused.status).toBe(404);
    const rows = await auditRows();
    expect(rows.map((row) => row.action).sort()).toEqual(['customer.lock', 'customer.lock.update']);
    const generic = rows.find((row) => row.action === 'customer.lock.update');
    expect(generic).toMatchObject({
      actorEmail: OPERATOR,
      targetType: 'customer',
      targetId: world.customerId,
    });
  });
});

describe('what the audit log keeps of a request or an answer', () => {
  it('withholds secrets and names content and long texts by their hash', () => {
    const long = 'x'.repeat(600);
    expect(
      auditSummary({
        version: '2.1.0',
        password: 'Secret123',
        authToken: 'abc',
        verificationCode: '123456',
        content: CONTENT,
        notes: [{ text: long }],
      }),
    ).toEqual({
      version: '2.1.0',
      password: '[withheld]',
      authToken: '[withheld]',
      verificationCode: '[withheld]',
      contentSha256: sha256(CONTENT),
      contentLength: CONTENT.length,
      notes: [{ text: { sha256: sha256(long), length: 600 } }],
    });
  });

  it('names an action by the route and the method', () => {
    expect(actionOf('POST', '/releases', true)).toBe('release.upload');
    expect(actionOf('POST', '/releases/:version/publish', false)).toBe('release.publish');
    expect(actionOf('PUT', '/customers/:id/lock', false)).toBe('customer.lock.update');
    expect(actionOf('DELETE', '/customers/:id/grants/:scriptId', false)).toBe(
      'customer.grants.delete',
    );
    expect(actionOf('POST', '/scripts', false)).toBe('script.create');
  });
});
