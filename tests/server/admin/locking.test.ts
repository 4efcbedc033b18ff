import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../../server/db/schema';
import { ACCOUNT_DISABLED_MESSAGE } from '../../../server/domain/accounts';
import { authErrorCodes, endpoints, roles } from '../../../src/services/contract';
import { bearer, call, login, paths, type TestApp, truncateAll } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { setUpAuthenticator } from '../support/second-factor';
import { buildTestApp } from '../support/test-app';
import { asAdmin, customerPath, idOf, operatorAndCustomer, page } from './customers-support';

const SUBSCRIPTION = endpoints.payment.subscription;

describe.each(databaseKinds)('locking an account on %s', (kind) => {
  const database = suiteDatabase(kind, {
    reset: async (handle) => {
      await truncateAll(handle);
      await handle.db.execute(sql`TRUNCATE audit_log`);
    },
  });
  let app: TestApp;

  beforeEach(() => {
    app = buildTestApp(database);
  });

  const sessionsOf = (userId: string) =>
    database.db.select().from(sessions).where(eq(sessions.userId, userId));

  it('ends every session at once and refuses login, refresh and calls until unlocked', async () => {
    const { adminToken, customerToken, customerId } = await operatorAndCustomer(app, database);
    const second = (await login(app, 'ada@example.com')).body.authToken as string;
    expect(await sessionsOf(customerId)).toHaveLength(2);
    const admin = asAdmin(app, adminToken);

    const locked = await admin('PUT', customerPath(customerId, '/lock'));
    expect(locked.status).toBe(200);
    expect(page(locked).lockedAt).toBe(new Date(app.clock.now()).toISOString());
    expect(await sessionsOf(customerId)).toEqual([]);
    for (const token of [customerToken, second]) {
      const call401 = await call(app, 'GET', SUBSCRIPTION, undefined, bearer(token));
      expect(call401.status).toBe(401);
      expect((await call(app, 'POST', paths.refresh, { authToken: token })).status).toBe(401);
    }

    // The right password learns why; a wrong one learns nothing more than before.
    const refused = await login(app, 'ada@example.com');
    expect(refused).toMatchObject({
      status: 401,
      body: {
        message: 'AUTH_FAILED',
        data: { code: authErrorCodes.accountDisabled, message: ACCOUNT_DISABLED_MESSAGE },
      },
    });
    const wrong = await login(app, 'ada@example.com', 'Wrong1234');
    expect(wrong.body).toMatchObject({ data: { code: authErrorCodes.wrongCredentials } });
    expect(await sessionsOf(customerId)).toEqual([]);

    const unlocked = await admin('DELETE', customerPath(customerId, '/lock'));
    expect(page(unlocked).lockedAt).toBeNull();
    const back = await login(app, 'ada@example.com');
    expect(back.status).toBe(200);
    expect(
      (await call(app, 'GET', SUBSCRIPTION, undefined, bearer(back.body.authToken as string)))
        .status,
    ).toBe(200);

    const entries = await database.db.select().from(auditLog).orderBy(auditLog.createdAt);
    expect(entries).toMatchObject([
      { action: 'customer.lock', before: { lockedAt: null }, targetId: customerId },
      { action: 'customer.unlock', after: { lockedAt: null }, targetId: customerId },
    ]);
    expect(entries[0]?.after).toEqual({ lockedAt: page(locked).lockedAt });
  });

  it('refuses a session of a locked account even if one was left behind', async () => {
    const { customerToken, customerId } = await operatorAndCustomer(app, database);
    // A login that raced the lock: its session row was written after the lock ended the others.
    await database.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, customerId));
    expect(await sessionsOf(customerId)).toHaveLength(1);
    const answer = await call(app, 'GET', SUBSCRIPTION, undefined, bearer(customerToken));
    expect(answer.status).toBe(401);
  });

  it('lets no admin lock themselves, and locks once however often asked', async () => {
    const { adminToken, customerId } = await operatorAndCustomer(app, database);
    const admin = asAdmin(app, adminToken);
    const self = await admin(
      'PUT',
      customerPath(await idOf(database, 'operator@example.com'), '/lock'),
    );
    expect(self).toMatchObject({
      status: 409,
      body: { message: 'You cannot lock your own account.' },
    });
    await admin('PUT', customerPath(customerId, '/lock'));
    app.clock.advance(60_000);
    const again = await admin('PUT', customerPath(customerId, '/lock'));
    expect(page(again).lockedAt).toBe(new Date(app.clock.now() - 60_000).toISOString());
    // One lock; the second request, which changed nothing, is in the log as a request too.
    const actions = (await database.db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['customer.lock', 'customer.lock.update']);
  });

  describe('the last admin (issue 32, point 5)', () => {
    const adminsNow = async () =>
      (
        await database.db
          .select({ email: users.emailAddress, lockedAt: users.lockedAt })
          .from(users)
          .where(sql`${roles.admin} = ANY(${users.roles})`)
          .orderBy(users.emailAddress)
      ).map((row) => `${row.email}${row.lockedAt ? ' (locked)' : ''}`);

    it('cannot be locked out: a new admin can neither lock the first nor leave them alone locked', async () => {
      const { adminToken, customerToken, customerId } = await operatorAndCustomer(app, database);
      const operatorId = await idOf(database, 'operator@example.com');
      // The operator makes Ada an admin; Ada locks the operator, then demotes herself.
      expect(
        (await asAdmin(app, adminToken)('PUT', customerPath(customerId, '/admin'))).status,
      ).toBe(200);
      // Every operator has a second factor (issue 35).
      await setUpAuthenticator(app, customerToken);
      const ada = asAdmin(app, customerToken);
      const lock = await ada('PUT', customerPath(operatorId, '/lock'));
      expect(lock).toMatchObject({
        status: 409,
        body: { message: 'An admin cannot be locked. Take the admin role away first.' },
      });
      expect((await ada('DELETE', customerPath(customerId, '/admin'))).status).toBe(200);
      expect(await adminsNow()).toEqual(['operator@example.com']);
      expect((await login(app, 'operator@example.com')).status).toBe(200);
      // Nothing was done that the log does not show, and the refusal changed nothing.
      const actions = (await database.db.select().from(auditLog).orderBy(auditLog.createdAt)).map(
        (entry) => entry.action,
      );
      expect(actions).toEqual(['customer.admin.make', 'customer.admin.unmake']);
    });

    it('counts no locked admin: the only unlocked admin cannot step down', async () => {
      const { adminToken, customerToken, customerId } = await operatorAndCustomer(app, database);
      const operatorId = await idOf(database, 'operator@example.com');
      await asAdmin(app, adminToken)('PUT', customerPath(customerId, '/admin'));
      // A lock from before the rule: the operator is an admin, and locked.
      await database.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, operatorId));
      await setUpAuthenticator(app, customerToken);
      const ada = asAdmin(app, customerToken);
      expect(await ada('DELETE', customerPath(customerId, '/admin'))).toMatchObject({
        status: 409,
        body: { message: 'The last admin cannot be removed.' },
      });
      expect(await adminsNow()).toEqual(['ada@example.com', 'operator@example.com (locked)']);
      // Taking the role from the locked one is fine: an unlocked admin is left.
      expect((await ada('DELETE', customerPath(operatorId, '/admin'))).status).toBe(200);
      expect(await adminsNow()).toEqual(['ada@example.com']);
    });
  });
});
