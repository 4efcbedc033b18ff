import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordAudit } from '../../../server/domain/admin/audit';
import { type AuditEntry, endpoints } from '../../../src/services/contract';
import { type TestApp, truncateAll } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { confirmAgain } from '../support/second-factor';
import { buildTestApp } from '../support/test-app';
import { asAdmin, customerPath, longSessions, operatorAndCustomer } from './customers-support';

const AUDIT = `${endpoints.admin}/audit`;
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)('the console audit log on %s', (kind) => {
  const database = suiteDatabase(kind, {
    reset: async (handle) => {
      await truncateAll(handle);
      await handle.db.execute(sql`TRUNCATE audit_log`);
    },
  });
  let app: TestApp;

  beforeEach(() => {
    app = buildTestApp(database, longSessions);
  });

  const actions = (body: Record<string, unknown>) =>
    (body.items as AuditEntry[]).map((entry) => entry.action);

  it('lists every console action, newest first, filtered and paged', async () => {
    const { adminToken, adminAuthenticator, customerId } = await operatorAndCustomer(app, database);
    const admin = asAdmin(app, adminToken);
    await admin('PUT', customerPath(customerId, '/lock'));
    app.clock.advance(DAY_MS);
    await admin('DELETE', customerPath(customerId, '/lock'));
    app.clock.advance(DAY_MS);
    // A day on, making an operator asks for the second factor again (sudo mode, issue 35).
    await confirmAgain(app, adminToken, adminAuthenticator);
    await admin('PUT', customerPath(customerId, '/admin'));
    await recordAudit(
      database.db,
      { id: customerId, emailAddress: 'ada@example.com' },
      {
        action: 'script.publish',
        targetType: 'script',
        targetId: 'script-1',
        after: { published: true },
      },
      new Date(app.clock.now() + 1000),
    );

    const all = await admin('GET', AUDIT);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(actions(all.body)).toEqual([
      'script.publish',
      'customer.admin.make',
      'customer.unlock',
      'customer.lock',
    ]);
    expect(all.body.actions).toEqual([
      'customer.admin.make',
      'customer.lock',
      'customer.unlock',
      'script.publish',
    ]);
    expect((all.body.items as AuditEntry[])[3]).toMatchObject({
      actorEmail: 'operator@example.com',
      targetType: 'customer',
      targetId: customerId,
      before: { lockedAt: null },
      after: { lockedAt: '2026-03-02T09:00:00.000Z' },
      createdAt: '2026-03-02T09:00:00.000Z',
    });

    const query = (params: Record<string, string>) =>
      admin('GET', `${AUDIT}?${new URLSearchParams(params)}`);
    expect(actions((await query({ action: 'customer.lock' })).body)).toEqual(['customer.lock']);
    // The search finds the admin's e-mail, the target's id, or its kind.
    expect(actions((await query({ search: 'ADA@' })).body)).toEqual(['script.publish']);
    expect((await query({ search: customerId })).body.total).toBe(3);
    expect(actions((await query({ search: 'script' })).body)).toEqual(['script.publish']);
    expect(actions((await query({ from: '2026-03-03', to: '2026-03-03' })).body)).toEqual([
      'customer.unlock',
    ]);
    expect(actions((await query({ from: '2026-03-04' })).body)).toEqual([
      'script.publish',
      'customer.admin.make',
    ]);
    expect(actions((await query({ order: 'asc' })).body)[0]).toBe('customer.lock');
    for (let index = 0; index < 20; index += 1) {
      await recordAudit(
        database.db,
        { id: customerId, emailAddress: 'ada@example.com' },
        { action: 'script.update', targetType: 'script', targetId: `script-${index}` },
        new Date(app.clock.now() + 2000 + index),
      );
    }
    const second = await query({ page: '2' });
    expect(second.body.total).toBe(24);
    expect(actions(second.body)).toEqual([
      'script.publish',
      'customer.admin.make',
      'customer.unlock',
      'customer.lock',
    ]);
    expect((await query({ from: 'yesterday' })).status).toBe(422);
  });

  it('has no call that changes or deletes an entry', async () => {
    const { adminToken, customerId } = await operatorAndCustomer(app, database);
    const admin = asAdmin(app, adminToken);
    await admin('PUT', customerPath(customerId, '/lock'));
    const [entry] = (await admin('GET', AUDIT)).body.items as AuditEntry[];
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect((await admin(method, AUDIT, {})).status).toBe(404);
      expect((await admin(method, `${AUDIT}/${entry?.id}`, {})).status).toBe(404);
    }
    expect((await admin('GET', AUDIT)).body.total).toBe(1);
  });
});
