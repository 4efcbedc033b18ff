import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  customScriptRequests,
  purchases,
  subscriptions,
  supportMessages,
  users,
} from '../../../server/db/schema';
import {
  type AdminOverview,
  adminOverviewEndpoint,
  type CustomRequestStatus,
  OVERVIEW_DAYS,
  roles,
  type SupportStatus,
} from '../../../src/services/contract';
import { signUpAdmin } from '../support/admin';
import { bearer, call, type TestApp, truncateAll } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { buildTestApp, createTestClock } from '../support/test-app';

/** The test clock's now: 2026-03-02 09:00 UTC; the window starts 2026-02-01 00:00 UTC. */
const at = (iso: string) => new Date(iso);

async function reset(database: Parameters<typeof truncateAll>[0]) {
  await truncateAll(database);
  await database.db.execute(
    sql.raw(
      'TRUNCATE purchases, subscriptions, custom_script_requests, support_messages, audit_log CASCADE',
    ),
  );
}

describe.each(databaseKinds)('the console overview on %s', (kind) => {
  const database = suiteDatabase(kind, { reset });
  let app: TestApp;
  let admin: Record<string, string>;

  beforeEach(async () => {
    app = buildTestApp(database);
    admin = bearer((await signUpAdmin(app, database, 'operator@example.com')).authToken);
  });

  const customer = async (email: string, createdAt: Date, userRoles: string[] = []) => {
    const [row] = await database.db
      .insert(users)
      .values({
        emailAddress: email,
        passwordHash: 'not-a-hash',
        firstName: 'Test',
        lastName: 'Customer',
        roles: userRoles,
        createdAt,
      })
      .returning({ id: users.id });
    return row?.id ?? '';
  };
  const subscription = (
    userId: string,
    plan: 'MONTHLY' | 'YEARLY',
    status: 'active' | 'cancelled' | 'expired',
  ) =>
    database.db.insert(subscriptions).values({
      userId,
      plan,
      status,
      provider: 'local',
      startedAt: at('2026-02-10T00:00:00Z'),
      currentPeriodStart: at('2026-02-10T00:00:00Z'),
      currentPeriodEnd: at('2026-04-10T00:00:00Z'),
      updatedAt: at('2026-02-10T00:00:00Z'),
    });
  const purchase = (
    userId: string,
    kind: 'SCRIPT' | 'SUBSCRIPTION',
    priceCents: number,
    createdAt: Date,
  ) => database.db.insert(purchases).values({ userId, kind, priceCents, createdAt, name: 'item' });
  const request = (userId: string, status: CustomRequestStatus) =>
    database.db.insert(customScriptRequests).values({
      userId,
      status,
      name: 'A script',
      description: 'Please',
      platform: 'TradingView',
      phoneNumber: '+1 555 0100',
      createdAt: at('2026-02-20T00:00:00Z'),
    });
  const message = (status: SupportStatus) =>
    database.db.insert(supportMessages).values({
      status,
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: 'ada@example.com',
      phoneCode: '+1',
      phoneNumber: '5550100',
      reasonToContact: 'Help',
      createdAt: at('2026-02-20T00:00:00Z'),
    });

  it('computes every figure and the 30 days from the data', async () => {
    const old = await customer('old@example.com', at('2025-12-01T10:00:00Z'), [roles.pro]);
    const monthly = await customer('monthly@example.com', at('2026-02-01T00:00:00Z'), [roles.pro]);
    const yearly = await customer('yearly@example.com', at('2026-02-15T23:59:59Z'), [roles.pro]);
    const lapsed = await customer('lapsed@example.com', at('2026-03-02T08:00:00Z'));
    await customer('second-today@example.com', at('2026-03-02T01:00:00Z'));
    await subscription(old, 'MONTHLY', 'active');
    await subscription(monthly, 'MONTHLY', 'active');
    await subscription(yearly, 'YEARLY', 'active');
    await subscription(lapsed, 'MONTHLY', 'cancelled');

    await purchase(old, 'SCRIPT', 4900, at('2026-02-01T00:00:00Z'));
    await purchase(monthly, 'SCRIPT', 2500, at('2026-02-15T12:00:00Z'));
    // A script an operator granted: no sale, no revenue.
    await purchase(yearly, 'SCRIPT', 0, at('2026-02-15T13:00:00Z'));
    // Before the window: counts nowhere.
    await purchase(yearly, 'SCRIPT', 9900, at('2026-01-31T23:59:59Z'));
    await purchase(yearly, 'SUBSCRIPTION', 30000, at('2026-02-15T23:59:59Z'));
    await purchase(monthly, 'SUBSCRIPTION', 3000, at('2026-03-02T08:30:00Z'));

    for (const status of customRequestStatusesInOrder) await request(old, status);
    for (const status of ['open', 'open', 'answered', 'closed'] as const) await message(status);

    const answer = await call(app, 'GET', adminOverviewEndpoint, undefined, admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const overview = answer.body as unknown as AdminOverview;
    expect(overview).toMatchObject({
      // The operator is not a customer.
      customers: 5,
      proSubscribers: 3,
      // Two monthly at 30 dollars, one yearly at 300 / 12; the cancelled one recurs no more.
      monthlyRecurringRevenueCents: 3000 + 3000 + 2500,
      scriptsSold: 2,
      scriptRevenueCents: 4900 + 2500,
      revenueCents: 4900 + 2500 + 30000 + 3000,
      // new, in review, quoted, in progress.
      openRequests: 4,
      unansweredSupport: 2,
    });
    expect(overview.days).toHaveLength(OVERVIEW_DAYS);
    expect(overview.days[0]).toEqual({ date: '2026-02-01', signUps: 1, revenueCents: 4900 });
    expect(overview.days.at(-1)).toEqual({ date: '2026-03-02', signUps: 2, revenueCents: 3000 });
    expect(overview.days.find((day) => day.date === '2026-02-15')).toEqual({
      date: '2026-02-15',
      signUps: 1,
      revenueCents: 2500 + 30000,
    });
    const sum = (pick: (day: AdminOverview['days'][number]) => number) =>
      overview.days.reduce((total, day) => total + pick(day), 0);
    expect(sum((day) => day.signUps)).toBe(4);
    expect(sum((day) => day.revenueCents)).toBe(overview.revenueCents);
  });

  it('answers zeros for a new site, and moves its window with the clock', async () => {
    const empty = (await call(app, 'GET', adminOverviewEndpoint, undefined, admin))
      .body as unknown as AdminOverview;
    expect(empty).toMatchObject({
      customers: 0,
      proSubscribers: 0,
      monthlyRecurringRevenueCents: 0,
      scriptsSold: 0,
      revenueCents: 0,
      openRequests: 0,
      unansweredSupport: 0,
    });
    expect(empty.days.every((day) => day.signUps === 0 && day.revenueCents === 0)).toBe(true);
    // A day later (the session would have ended: a new app and operator at that time).
    const nextDay = buildTestApp(database, {
      clock: createTestClock(Date.parse('2026-03-03T09:00:00Z')),
    });
    const operator = await signUpAdmin(nextDay, database, 'night@example.com');
    const tomorrow = (
      await call(nextDay, 'GET', adminOverviewEndpoint, undefined, bearer(operator.authToken))
    ).body as unknown as AdminOverview;
    expect(tomorrow.days[0]?.date).toBe('2026-02-02');
    expect(tomorrow.days.at(-1)?.date).toBe('2026-03-03');
  });
});

const customRequestStatusesInOrder: CustomRequestStatus[] = [
  'new',
  'in_review',
  'quoted',
  'in_progress',
  'delivered',
  'closed',
  'declined',
];
