import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, customScriptRequests, purchases, scripts } from '../../../server/db/schema';
import {
  type AdminRequestDetail,
  type Delivery,
  endpoints,
  type MyRequestList,
  type RequestStep,
} from '../../../src/services/contract';
import { signUpAdmin } from '../support/admin';
import { type Answer, bearer, call, signUp, type TestApp } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { navigate, openCheckout, paymentPaths, submitCheckout } from '../support/payments';
import { resetWithSeed, storePaths } from '../support/portal';
import { buildTestApp } from '../support/test-app';

const ADA = 'ada@example.com';
const GRACE = 'grace@example.com';
const OPERATOR = 'operator@example.com';
const MINUTE = 60_000;

const requestsPath = `${endpoints.admin}/requests`;
const requestPath = (id: string) => `${requestsPath}/${id}`;

const delivery = (overrides: Partial<Delivery> = {}): Delivery => ({
  scriptName: 'Ada Opening Drive',
  scriptDescription: 'Buys the first pullback after a strong opening drive on 1-minute ES.',
  application: 'Futures',
  brokerage: 'Tradovate',
  content: '//@version=5\nstrategy("Ada Opening Drive")\n',
  contentFileName: 'ada-opening-drive.pine',
  offer: 'grant',
  ...overrides,
});

/** The steps from new to delivered, in order. */
const toDelivered = (offer: Delivery['offer']): RequestStep[] => [
  { status: 'in_review' },
  { status: 'quoted', quotedPriceCents: 14900, note: 'Two weeks of work.' },
  { status: 'in_progress' },
  { status: 'delivered', delivery: delivery({ offer }), note: 'Enjoy it.' },
];

describe.each(databaseKinds)('custom requests in the console on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetWithSeed });
  let app: TestApp;
  let ada: string;
  let grace: string;
  let operator: string;

  beforeEach(async () => {
    app = buildTestApp(database);
    ada = (await signUp(app, ADA)).authToken;
    grace = (await signUp(app, GRACE)).authToken;
    operator = (await signUpAdmin(app, database, OPERATOR)).authToken;
  });

  /** Ada asks for a script, as the store's dialog does; answers the request's id. */
  async function adaRequests(name = 'ES opening drive') {
    const answer = await call(
      app,
      'POST',
      storePaths.custom,
      {
        name,
        description: 'Buy the first pullback.',
        platform: 'ThikOrSwim',
        phoneNumber: '555 010 2030',
      },
      bearer(ada),
    );
    expect(answer.status).toBe(200);
    const [row] = await database.db
      .select({ id: customScriptRequests.id })
      .from(customScriptRequests)
      .where(eq(customScriptRequests.name, name));
    if (!row) throw new Error('the request was not stored');
    return row.id;
  }

  const step = (id: string, body: unknown, token = operator) =>
    call(app, 'PATCH', requestPath(id), body, bearer(token));

  async function walk(id: string, steps: RequestStep[]) {
    for (const next of steps) {
      app.clock.advance(MINUTE);
      const answer = await step(id, next);
      expect(answer.status, `${next.status}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
  }

  const mine = async (token: string) => {
    const answer = await call(app, 'GET', endpoints.store.custom, undefined, bearer(token));
    expect(answer.status).toBe(200);
    return (answer.body as MyRequestList).requests;
  };

  const mailsTo = async (address: string) => {
    await app.outbox.drain();
    return app.mail.sent.filter((mail) => mail.to === address);
  };

  it('walks a request from new to closed: history, a mail per step, an audit entry per step', async () => {
    const id = await adaRequests();
    await walk(id, [...toDelivered('grant'), { status: 'closed' }]);

    const answer = await call(app, 'GET', requestPath(id), undefined, bearer(operator));
    expect(answer.status).toBe(200);
    const detail = answer.body as AdminRequestDetail;
    expect(detail).toMatchObject({
      status: 'closed',
      quotedPriceCents: 14900,
      customer: { emailAddress: ADA },
      deliveredScript: { scriptName: 'Ada Opening Drive', price: '149', owned: true },
    });
    expect(detail.events.map((event) => [event.status, event.note, event.actorEmail])).toEqual([
      ['new', null, ADA],
      ['in_review', null, OPERATOR],
      ['quoted', 'Two weeks of work.', OPERATOR],
      ['in_progress', null, OPERATOR],
      ['delivered', 'Enjoy it.', OPERATOR],
      ['closed', null, OPERATOR],
    ]);

    const subjects = (await mailsTo(ADA)).map((mail) => mail.subject).slice(1);
    expect(subjects).toEqual(
      ['in review', 'quoted', 'in progress', 'delivered', 'closed'].map(
        (label) => `Your custom script request "ES opening drive": ${label}`,
      ),
    );
    const quoted = (await mailsTo(ADA)).find((mail) => mail.subject.endsWith('quoted'));
    expect(quoted?.text).toContain('We can build this script for $149.');
    expect(quoted?.text).toContain('A note from our team: Two weeks of work.');
    const delivered = (await mailsTo(ADA)).find((mail) => mail.subject.endsWith('delivered'));
    expect(delivered?.text).toContain(
      'http://app.test/customer/script-store/Ada%20Opening%20Drive',
    );

    const audit = await database.db.select().from(auditLog).orderBy(asc(auditLog.createdAt));
    expect(audit.map((entry) => [entry.action, entry.actorEmail, entry.targetId])).toEqual(
      ['in_review', 'quoted', 'in_progress', 'delivered', 'closed'].map((status) => [
        `request.${status}`,
        OPERATOR,
        id,
      ]),
    );
    expect(audit[1]).toMatchObject({
      before: { status: 'in_review', quotedPriceCents: null },
      after: { status: 'quoted', quotedPriceCents: 14900, note: 'Two weeks of work.' },
    });
  });

  it('refuses a step the status does not allow with 409, and changes nothing', async () => {
    const id = await adaRequests();
    const mailsBefore = (await mailsTo(ADA)).length;
    const refusals: Array<[RequestStep, string]> = [
      [
        { status: 'quoted', quotedPriceCents: 5000 },
        'This request is new, so it cannot become quoted. It can become: in review, declined.',
      ],
      [
        { status: 'delivered', delivery: delivery() },
        'This request is new, so it cannot become delivered. It can become: in review, declined.',
      ],
      [{ status: 'closed' }, 'This request is new, so it cannot become closed.'],
    ];
    for (const [body, message] of refusals) {
      const answer = await step(id, body);
      expect(answer.status, body.status).toBe(409);
      expect(answer.body.message as string).toContain(message);
    }
    expect(await mailsTo(ADA)).toHaveLength(mailsBefore);
    await walk(id, [{ status: 'declined', reason: 'We do not build scripts for that broker.' }]);
    const ended = await step(id, { status: 'in_review' });
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe(
      'This request is declined, so it cannot become in review. It is finished.',
    );

    const [row] = await database.db.select().from(customScriptRequests);
    expect(row).toMatchObject({ status: 'declined', quotedPriceCents: null });
    expect(
      await database.db.select().from(scripts).where(eq(scripts.scriptName, 'Ada Opening Drive')),
    ).toEqual([]);
    expect((await database.db.select().from(auditLog)).map((entry) => entry.action)).toEqual([
      'request.declined',
    ]);
    expect(await mailsTo(ADA)).toHaveLength(mailsBefore + 1);
    const declined = (await mailsTo(ADA)).at(-1);
    expect(declined?.text).toContain('Why: We do not build scripts for that broker.');
    expect((await mine(ada))[0]).toMatchObject({
      status: 'declined',
      declineReason: 'We do not build scripts for that broker.',
    });
  });

  it('checks each step body, and answers 404 for an unknown request', async () => {
    const id = await adaRequests();
    await walk(id, [{ status: 'in_review' }]);
    const invalid: Array<[unknown, string]> = [
      [{ status: 'quoted' }, 'The price is required'],
      [{ status: 'quoted', quotedPriceCents: 50 }, 'The price is at least $1'],
      [{ status: 'quoted', quotedPriceCents: 10.5 }, 'The price is in whole cents'],
      [{ status: 'declined', reason: '  ' }, 'A reason is required'],
      [
        { status: 'new' },
        'Choose a step: in_review, quoted, in_progress, delivered, closed or declined',
      ],
    ];
    for (const [body, message] of invalid) {
      const answer = await step(id, body);
      expect(answer.status, message).toBe(422);
      expect(answer.body.message).toBe(message);
    }
    expect(
      (await step('00000000-0000-4000-8000-000000000000', { status: 'in_review' })).status,
    ).toBe(404);
    expect((await step('not-a-uuid', { status: 'in_review' })).status).toBe(404);
    expect(
      (await call(app, 'GET', requestPath('not-a-uuid'), undefined, bearer(operator))).status,
    ).toBe(404);
  });

  it('refuses a delivery whose script name is taken, keeping the request in progress', async () => {
    const id = await adaRequests();
    await walk(id, toDelivered('grant').slice(0, 3));
    const answer = await step(id, {
      status: 'delivered',
      delivery: delivery({ scriptName: 'EMA Crossover Pro' }),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('A script named EMA Crossover Pro exists already.');
    const [row] = await database.db.select().from(customScriptRequests);
    expect(row).toMatchObject({ status: 'in_progress', deliveredScriptId: null });
  });

  it('grants a delivered script to its customer only: another cannot see, open or buy it', async () => {
    const id = await adaRequests();
    await walk(id, toDelivered('grant'));
    const name = 'Ada Opening Drive';

    const adaPage = await call(app, 'GET', storePaths.scripts('?limit=50'), undefined, bearer(ada));
    expect(adaPage.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ scriptName: name, isPurchased: true, price: '149' }),
      ]),
    );
    const adaDetail = await call(app, 'GET', storePaths.details(name), undefined, bearer(ada));
    expect(adaDetail.status).toBe(200);
    const download = await app.request(
      new URL(adaDetail.body.contentLink as string, 'http://app.test').pathname +
        new URL(adaDetail.body.contentLink as string, 'http://app.test').search,
    );
    expect(await download.text()).toContain('strategy("Ada Opening Drive")');
    expect((await mine(ada))[0]).toMatchObject({
      status: 'delivered',
      deliveredScript: { scriptName: name, owned: true },
    });
    const [grant] = await database.db.select().from(purchases);
    expect(grant).toMatchObject({ priceCents: 0, name });

    const gracePage = await call(
      app,
      'GET',
      storePaths.scripts('?limit=50'),
      undefined,
      bearer(grace),
    );
    expect(
      (gracePage.body as unknown as Array<{ scriptName: string }>).map((s) => s.scriptName),
    ).not.toContain(name);
    expect(
      (await call(app, 'GET', storePaths.details(name), undefined, bearer(grace))).status,
    ).toBe(404);
    const graceCheckout = await navigate(app, paymentPaths.scriptCheckout(GRACE, name));
    expect(graceCheckout.status).toBe(404);
    expect(await mine(grace)).toEqual([]);
  });

  it('offers a delivered script at the quoted price through the checkout, for its customer only', async () => {
    const id = await adaRequests();
    await walk(id, toDelivered('checkout'));
    const name = 'Ada Opening Drive';

    const forbidden = await call(app, 'GET', storePaths.details(name), undefined, bearer(ada));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ scriptName: name, price: '149', isPurchased: false });
    expect((await mine(ada))[0]?.deliveredScript).toEqual({ scriptName: name, owned: false });
    const offered = (await mailsTo(ADA)).at(-1);
    expect(offered?.text).toContain('It is offered to you only, at $149');

    expect((await navigate(app, paymentPaths.scriptCheckout(GRACE, name))).status).toBe(404);
    const checkout = await openCheckout(app, paymentPaths.scriptCheckout(ADA, name));
    expect((await submitCheckout(app, checkout, { decision: 'complete' })).status).toBe(303);
    const [bought] = await database.db.select().from(purchases);
    expect(bought).toMatchObject({ priceCents: 14900, name });
    expect((await call(app, 'GET', storePaths.details(name), undefined, bearer(ada))).status).toBe(
      200,
    );
    expect((await mine(ada))[0]?.deliveredScript).toEqual({ scriptName: name, owned: true });
  });

  it('shows each customer their own requests only, newest first, and needs a session', async () => {
    await adaRequests('First idea');
    app.clock.advance(MINUTE);
    await adaRequests('Second idea');
    expect((await mine(ada)).map((request) => [request.name, request.status])).toEqual([
      ['Second idea', 'new'],
      ['First idea', 'new'],
    ]);
    expect(await mine(grace)).toEqual([]);
    expect((await call(app, 'GET', endpoints.store.custom)).status).toBe(401);
  });

  it('lists the inbox with search, a status filter, sorting and pages', async () => {
    const first = await adaRequests('Alpha scalper');
    app.clock.advance(MINUTE);
    await adaRequests('Beta swing');
    app.clock.advance(MINUTE);
    await adaRequests('Gamma grid');
    await walk(first, [{ status: 'in_review' }]);

    const list = async (query: string) => {
      const answer = await call(app, 'GET', `${requestsPath}${query}`, undefined, bearer(operator));
      expect(answer.status).toBe(200);
      const body = answer.body as { items: Array<{ name: string }>; total: number };
      return [body.items.map((item) => item.name), body.total];
    };
    expect(await list('')).toEqual([['Gamma grid', 'Beta swing', 'Alpha scalper'], 3]);
    expect(await list('?sort=name&order=asc&pageSize=2')).toEqual([
      ['Alpha scalper', 'Beta swing'],
      3,
    ]);
    expect(await list('?sort=name&order=asc&pageSize=2&page=2')).toEqual([['Gamma grid'], 3]);
    expect(await list('?status=in_review')).toEqual([['Alpha scalper'], 1]);
    expect(await list('?search=swing')).toEqual([['Beta swing'], 1]);
    expect(await list(`?search=${encodeURIComponent('ADA@')}`)).toEqual([
      ['Gamma grid', 'Beta swing', 'Alpha scalper'],
      3,
    ]);
    expect(await list('?search=%25')).toEqual([[], 0]);
    const bad: Answer = await call(
      app,
      'GET',
      `${requestsPath}?status=pending`,
      undefined,
      bearer(operator),
    );
    expect(bad.status).toBe(422);
  });
});
