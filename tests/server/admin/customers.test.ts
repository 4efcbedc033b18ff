import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, purchases, scripts, users } from '../../../server/db/schema';
import { seedScripts } from '../../../server/domain/catalogue';
import { ADMIN_PAGE_SIZE, roles } from '../../../src/services/contract';
import { bearer, call, signUp, type TestApp } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import {
  DAY_MS,
  openCheckout,
  paymentPaths,
  resetBilling,
  submitCheckout,
  subscriptionInfo,
} from '../support/payments';
import { storePaths } from '../support/portal';
import { setUpAuthenticator } from '../support/second-factor';
import { buildTestApp } from '../support/test-app';
import {
  asAdmin,
  customerPath,
  customersPath,
  idOf,
  longSessions,
  operatorAndCustomer,
  page,
} from './customers-support';

const paid = seedScripts.find((script) => script.price !== '0');
const CHAT = '/api/v2/ai/chat';

describe.each(databaseKinds)('the console customers on %s', (kind) => {
  const database = suiteDatabase(kind, {
    reset: async (handle) => {
      await resetBilling(handle);
      await handle.db.execute(sql`TRUNCATE audit_log`);
    },
  });
  let app: TestApp;

  beforeEach(() => {
    app = buildTestApp(database, longSessions);
  });

  async function scriptId(name: string) {
    const [row] = await database.db
      .select({ id: scripts.id })
      .from(scripts)
      .where(eq(scripts.scriptName, name));
    if (!row) throw new Error(`no script ${name}`);
    return row.id;
  }

  const auditRows = () => database.db.select().from(auditLog).orderBy(auditLog.createdAt);

  describe('search', () => {
    it('finds customers by e-mail or name, pages and sorts them', async () => {
      const { adminToken } = await operatorAndCustomer(app, database);
      await signUp(app, 'grace@example.com');
      await database.db
        .update(users)
        .set({ firstName: 'Grace', lastName: 'Hopper' })
        .where(eq(users.emailAddress, 'grace@example.com'));
      const admin = asAdmin(app, adminToken);

      const byEmail = await admin('GET', `${customersPath}?search=GRACE@`);
      expect(byEmail.status).toBe(200);
      expect(byEmail.body).toMatchObject({
        total: 1,
        items: [{ emailAddress: 'grace@example.com', firstName: 'Grace', lockedAt: null }],
      });
      const byFullName = await admin(
        'GET',
        `${customersPath}?search=${encodeURIComponent('grace hop')}`,
      );
      expect(byFullName.body).toMatchObject({ total: 1 });
      // A wildcard typed in the box is a character, not a pattern.
      expect((await admin('GET', `${customersPath}?search=%25`)).body).toMatchObject({ total: 0 });

      // Twenty more, written straight into the table: a page holds twenty rows.
      await database.db.insert(users).values(
        Array.from({ length: 20 }, (_, index) => ({
          emailAddress: `bulk-${String(index + 1).padStart(2, '0')}@example.com`,
          passwordHash: 'not-a-hash',
          firstName: 'Bulk',
          lastName: String(index + 1),
        })),
      );
      const sorted = `${customersPath}?sort=emailAddress&order=asc`;
      const first = await admin('GET', sorted);
      const second = await admin('GET', `${sorted}&page=2`);
      const emails = (answer: typeof first) =>
        (answer.body.items as Array<{ emailAddress: string }>).map((row) => row.emailAddress);
      expect(first.body.total).toBe(23);
      expect(emails(first)).toHaveLength(ADMIN_PAGE_SIZE);
      expect(emails(first).slice(0, 2)).toEqual(['ada@example.com', 'bulk-01@example.com']);
      expect(emails(second)).toEqual([
        'bulk-20@example.com',
        'grace@example.com',
        'operator@example.com',
      ]);
      const newest = await admin('GET', `${customersPath}?sort=createdAt&order=desc`);
      expect(newest.body.total).toBe(23);
    });

    it('refuses a bad query and an unknown customer', async () => {
      const { adminToken } = await operatorAndCustomer(app, database);
      const admin = asAdmin(app, adminToken);
      expect((await admin('GET', `${customersPath}?page=0`)).status).toBe(422);
      expect((await admin('GET', `${customersPath}?sort=passwordHash`)).status).toBe(422);
      expect((await admin('GET', customerPath('not-an-id'))).status).toBe(404);
      const unknown = await admin('GET', customerPath('00000000-0000-4000-8000-000000000000'));
      expect(unknown).toMatchObject({
        status: 404,
        body: { message: 'This customer does not exist.' },
      });
    });
  });

  describe("a customer's page", () => {
    it('shows the account, subscription, purchases, requests and messages', async () => {
      const { adminToken, customerToken, customerId } = await operatorAndCustomer(app, database);
      const checkout = await openCheckout(
        app,
        paymentPaths.scriptCheckout('ada@example.com', paid?.scriptName ?? ''),
      );
      await submitCheckout(app, checkout, { decision: 'complete' });
      await call(
        app,
        'POST',
        storePaths.custom,
        { name: 'Scalper', description: 'Scalps.', platform: 'Kraken', phoneNumber: '5551234' },
        bearer(customerToken),
      );
      await call(app, 'POST', storePaths.support, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        emailAddress: 'ada@example.com',
        phoneCode: '+1',
        phoneNumber: '5551234',
        reasonToContact: 'x'.repeat(400),
      });

      const answer = await asAdmin(app, adminToken)('GET', customerPath(customerId));
      expect(answer.status).toBe(200);
      const customer = page(answer);
      expect(customer).toMatchObject({
        id: customerId,
        emailAddress: 'ada@example.com',
        lockedAt: null,
        complimentaryProUntil: null,
        subscription: { isSubscribed: false, status: 'none' },
        purchases: [
          {
            kind: 'SCRIPT',
            name: paid?.scriptName,
            scriptId: await scriptId(paid?.scriptName ?? ''),
          },
        ],
        requests: [{ name: 'Scalper', status: 'new' }],
        supportMessages: [{ status: 'open' }],
        devices: [],
      });
      expect(customer.supportMessages[0]?.reasonToContact.length).toBeLessThanOrEqual(200);
      expect(customer.grantableScripts.map((script) => script.scriptName)).not.toContain(
        paid?.scriptName,
      );
      expect(JSON.stringify(customer)).not.toContain('passwordHash');
    });
  });

  describe('complimentary Pro', () => {
    it('gives Pro through the day chosen: the role, the chat, the subscription info', async () => {
      const { adminToken, customerToken, customerId } = await operatorAndCustomer(app, database);
      const admin = asAdmin(app, adminToken);
      const ask = () => call(app, 'POST', CHAT, { message: 'A script' }, bearer(customerToken));
      expect((await ask()).status).toBe(403);

      const granted = await admin('PUT', customerPath(customerId, '/complimentary-pro'), {
        until: '2026-03-10',
      });
      expect(granted.status).toBe(200);
      expect(page(granted)).toMatchObject({
        complimentaryProUntil: '2026-03-10T23:59:59.000Z',
        roles: [roles.pro],
      });
      expect((await ask()).status).toBe(200);
      expect(await subscriptionInfo(app, customerToken)).toMatchObject({
        isSubscribed: false,
        status: 'none',
        complimentaryProUntil: Date.parse('2026-03-10T23:59:59Z') / 1000,
      });
      expect(await auditRows()).toMatchObject([
        {
          action: 'customer.complimentary-pro.grant',
          actorEmail: 'operator@example.com',
          targetType: 'customer',
          targetId: customerId,
          before: { complimentaryProUntil: null },
          after: { complimentaryProUntil: '2026-03-10T23:59:59.000Z' },
        },
      ]);

      // The day passes: the next call settles it, and Pro goes.
      app.clock.advance(9 * DAY_MS);
      expect((await ask()).status).toBe(403);
      const [after] = await database.db.select().from(users).where(eq(users.id, customerId));
      expect(after).toMatchObject({ complimentaryProUntil: null, roles: [] });
      expect((await subscriptionInfo(app, customerToken)).complimentaryProUntil).toBeUndefined();
    });

    it('ends at once when asked, and keeps a paid subscription Pro', async () => {
      const { adminToken, customerToken, customerId } = await operatorAndCustomer(app, database);
      const admin = asAdmin(app, adminToken);
      await admin('PUT', customerPath(customerId, '/complimentary-pro'), { until: '2026-05-01' });
      const ended = await admin('DELETE', customerPath(customerId, '/complimentary-pro'));
      expect(page(ended)).toMatchObject({ complimentaryProUntil: null, roles: [] });
      expect((await call(app, 'POST', CHAT, { message: 'x' }, bearer(customerToken))).status).toBe(
        403,
      );

      const checkout = await openCheckout(
        app,
        paymentPaths.subscriptionCheckout({
          priceId: 'price_local_monthly',
          emailAddress: 'ada@example.com',
          returnUrl: '/customer/accounts',
        }),
      );
      await submitCheckout(app, checkout, { decision: 'complete' });
      await admin('PUT', customerPath(customerId, '/complimentary-pro'), { until: '2026-03-05' });
      const subscribedEnd = await admin('DELETE', customerPath(customerId, '/complimentary-pro'));
      expect(page(subscribedEnd).roles).toEqual([roles.pro]);
      expect((await auditRows()).map((row) => row.action)).toEqual([
        'customer.complimentary-pro.grant',
        'customer.complimentary-pro.end',
        'customer.complimentary-pro.grant',
        'customer.complimentary-pro.end',
      ]);
    });

    it('refuses a day that is not after today, too far, or not a date', async () => {
      const { adminToken, customerId } = await operatorAndCustomer(app, database);
      const admin = asAdmin(app, adminToken);
      const grant = (until: unknown) =>
        admin('PUT', customerPath(customerId, '/complimentary-pro'), { until });
      expect(await grant('2026-03-02')).toMatchObject({
        status: 422,
        body: { errors: { until: 'Choose a date after today.' } },
      });
      expect((await grant('2036-03-02')).body).toMatchObject({
        errors: { until: 'Choose a date within five years.' },
      });
      expect((await grant('tomorrow')).status).toBe(422);
      expect((await grant(1)).status).toBe(422);
      expect(await auditRows()).toEqual([]);
    });
  });

  describe('script grants', () => {
    it('grants a script free and takes it back; a bought one cannot be taken', async () => {
      const { adminToken, customerToken, customerId } = await operatorAndCustomer(app, database);
      const admin = asAdmin(app, adminToken);
      const name = paid?.scriptName ?? '';
      const id = await scriptId(name);
      const detail = () =>
        call(app, 'GET', storePaths.details(name), undefined, bearer(customerToken));
      expect((await detail()).status).toBe(403);

      const granted = await admin('POST', customerPath(customerId, '/grants'), { scriptId: id });
      expect(granted.status).toBe(200);
      expect(page(granted).purchases).toMatchObject([
        { kind: 'GRANT', priceCents: 0, scriptId: id },
      ]);
      expect(page(granted).grantableScripts.map((script) => script.id)).not.toContain(id);
      expect((await detail()).status).toBe(200);
      const twice = await admin('POST', customerPath(customerId, '/grants'), { scriptId: id });
      expect(twice).toMatchObject({
        status: 409,
        body: { message: 'The customer already owns this script.' },
      });

      const revoked = await admin('DELETE', customerPath(customerId, `/grants/${id}`));
      expect(page(revoked).purchases).toEqual([]);
      expect((await detail()).status).toBe(403);
      expect((await admin('DELETE', customerPath(customerId, `/grants/${id}`))).status).toBe(404);

      // Bought through the checkout: the customer's for good.
      const checkout = await openCheckout(
        app,
        paymentPaths.scriptCheckout('ada@example.com', name),
      );
      await submitCheckout(app, checkout, { decision: 'complete' });
      const refused = await admin('DELETE', customerPath(customerId, `/grants/${id}`));
      expect(refused).toMatchObject({
        status: 409,
        body: { message: 'A bought script cannot be taken back.' },
      });
      expect(await database.db.select().from(purchases)).toHaveLength(1);
      expect(await auditRows()).toMatchObject([
        {
          action: 'customer.script.grant',
          before: { scriptId: id, owned: false },
          after: { scriptId: id, scriptName: name, owned: true },
        },
        { action: 'customer.script.revoke', before: { owned: true }, after: { owned: false } },
      ]);
    });

    it('refuses an unknown script, and one made privately for someone else', async () => {
      const { adminToken, customerId } = await operatorAndCustomer(app, database);
      const admin = asAdmin(app, adminToken);
      const unknown = await admin('POST', customerPath(customerId, '/grants'), {
        scriptId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.status).toBe(404);
      const otherId = await idOf(database, 'operator@example.com');
      const id = await scriptId(paid?.scriptName ?? '');
      await database.db.update(scripts).set({ privateToUserId: otherId }).where(eq(scripts.id, id));
      expect(
        (await admin('POST', customerPath(customerId, '/grants'), { scriptId: id })).status,
      ).toBe(404);
      expect(
        (await admin('POST', customerPath(customerId, '/grants'), { scriptId: 'x' })).status,
      ).toBe(422);
    });
  });

  describe('admins', () => {
    it('makes and unmakes an admin, recorded with the roles before and after', async () => {
      const { adminToken, customerToken, customerId } = await operatorAndCustomer(app, database);
      const admin = asAdmin(app, adminToken);
      const made = await admin('PUT', customerPath(customerId, '/admin'));
      expect(page(made).roles).toEqual([roles.admin]);
      await setUpAuthenticator(app, customerToken);
      expect((await call(app, 'GET', customersPath, undefined, bearer(customerToken))).status).toBe(
        200,
      );
      const unmade = await admin('DELETE', customerPath(customerId, '/admin'));
      expect(page(unmade).roles).toEqual([]);
      expect((await call(app, 'GET', customersPath, undefined, bearer(customerToken))).status).toBe(
        403,
      );
      expect(await auditRows()).toMatchObject([
        { action: 'customer.admin.make', before: { roles: [] }, after: { roles: [roles.admin] } },
        { action: 'customer.admin.unmake', before: { roles: [roles.admin] }, after: { roles: [] } },
      ]);
    });

    it('never removes the last admin, even when two demotions run at once', async () => {
      const { adminToken, customerToken, customerId } = await operatorAndCustomer(app, database);
      const operatorId = await idOf(database, 'operator@example.com');
      const admin = asAdmin(app, adminToken);
      const alone = await admin('DELETE', customerPath(operatorId, '/admin'));
      expect(alone).toMatchObject({
        status: 409,
        body: { message: 'The last admin cannot be removed.' },
      });

      await admin('PUT', customerPath(customerId, '/admin'));
      await setUpAuthenticator(app, customerToken);
      // Each admin demotes the other at the same moment: one wins, the other is refused.
      const [first, second] = await Promise.all([
        admin('DELETE', customerPath(customerId, '/admin')),
        asAdmin(app, customerToken)('DELETE', customerPath(operatorId, '/admin')),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const admins = await database.db
        .select({ id: users.id })
        .from(users)
        .where(sql`${roles.admin} = ANY(${users.roles})`);
      expect(admins).toHaveLength(1);
    });
  });

  it('refuses an action on an account that is gone, and records nothing', async () => {
    const { adminToken, customerId } = await operatorAndCustomer(app, database);
    await database.db.delete(users).where(eq(users.id, customerId));
    const gone = await asAdmin(app, adminToken)('PUT', customerPath(customerId, '/lock'));
    expect(gone.status).toBe(404);
    expect(await auditRows()).toEqual([]);
  });
});
