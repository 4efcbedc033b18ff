import { sql } from 'drizzle-orm';
import { beforeEach, expect } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client';
import { seedScripts } from '../../../server/domain/catalogue';
import { endpoints as api, apiDocsEndpoints } from '../../../src/services/contract';
import { activatedDevice } from '../desktop-link/support';
import { bearer, call, PASSWORD, signUp, type TestApp } from './auth';
import { type DatabaseKind, suiteDatabase } from './databases';
import {
  LOCAL_MONTHLY,
  LOCAL_YEARLY,
  navigate,
  paymentPaths,
  resetBilling,
  subscribe,
} from './payments';
import { buildTestApp } from './test-app';

/**
 * Every endpoint of the API in one table, for the security and fuzz suites: its method and
 * path, who may call it, and one well-formed request. `tests/server/security-access.test.ts`
 * checks the table against the app's own routes, so a new endpoint cannot be left out.
 */
export type AuthKind =
  /** Anyone. */
  | 'none'
  /** `Authorization: Bearer` of a signed-in customer. */
  | 'customer'
  /** A bearer token of a Pro customer (the AI chat). */
  | 'pro'
  /** A signed, expiring link (script downloads). */
  | 'signed-link'
  /** A Stripe signature (the webhook; 404 with the built-in test checkout). */
  | 'stripe'
  /** `Authorization: Bearer` of a signed-in desktop tool's device token (issue 18). */
  | 'device';

/** The accounts and records a well-formed request refers to (see `prepareWorld`). */
export type World = {
  customer: { emailAddress: string; token: string };
  pro: { emailAddress: string; token: string };
  freeScript: string;
  paidScript: string;
  /** An open test checkout of the paid script by the customer. */
  checkoutId: string;
  /** The signed download of the free script: name, expires and signature. */
  contentLink: { scriptName: string; expires: string; signature: string };
  /** The device token of a desktop tool the customer signed in. */
  deviceToken: string;
};

export type Sample = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON body. */
  body?: Record<string, unknown>;
  /** A form body (the test checkout page's form). */
  form?: Record<string, string>;
};

export type Endpoint = {
  /** A label for test names, when one path takes several kinds of body. */
  name?: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as the app declares it, `:name` for path parameters. */
  path: string;
  auth: AuthKind;
  /** A well-formed request (a code or password may be wrong: the shape is what matters). */
  sample: (world: World) => Sample;
};

function seedScript(isFree: boolean) {
  const script = seedScripts.find((candidate) => (candidate.price === '0') === isFree);
  if (!script) throw new Error('the seed needs a free and a paid script');
  return script;
}
const free = seedScript(true);
const paid = seedScript(false);

const CUSTOMER = 'ada@example.com';
const PRO = 'pat@example.com';
const NEW_PERSON = 'newcomer@example.com';
/** Well-formed, and nobody's: the shape is what matters. */
const SOME_DEVICE_ID = '00000000-0000-4000-8000-000000000000';
const SOME_USER_CODE = 'BCDF-GHJK';
const nothing = () => ({});

export const endpointTable: Endpoint[] = [
  { method: 'GET', path: api.health, auth: 'none', sample: nothing },
  { method: 'GET', path: apiDocsEndpoints.openApi.path, auth: 'none', sample: nothing },
  {
    method: 'POST',
    path: api.auth.login,
    auth: 'none',
    sample: (w) => ({ body: { username: w.customer.emailAddress, password: 'Wrong1234' } }),
  },
  {
    method: 'GET',
    path: `${api.auth.exists}/:email`,
    auth: 'none',
    sample: (w) => ({ params: { email: w.customer.emailAddress } }),
  },
  {
    name: 'without an e-mail',
    method: 'GET',
    path: api.auth.exists,
    auth: 'none',
    sample: nothing,
  },
  {
    name: 'send a sign-up code',
    method: 'POST',
    path: api.auth.verification,
    auth: 'none',
    sample: () => ({
      body: { emailAddress: NEW_PERSON, firstName: 'New', lastName: 'Comer', type: 'REGISTRATION' },
    }),
  },
  {
    name: 'send a reset code',
    method: 'POST',
    path: api.auth.verification,
    auth: 'none',
    sample: (w) => ({ body: { emailAddress: w.customer.emailAddress, type: 'PASSWORD_RESET' } }),
  },
  {
    name: 'check a code',
    method: 'POST',
    path: api.auth.verification,
    auth: 'none',
    sample: () => ({
      body: { emailAddress: NEW_PERSON, verificationCode: '123456', type: 'REGISTRATION' },
    }),
  },
  {
    method: 'POST',
    path: api.auth.register,
    auth: 'none',
    sample: () => ({
      body: {
        emailAddress: NEW_PERSON,
        firstName: 'New',
        lastName: 'Comer',
        verificationCode: '123456',
        referrerDetails: 'A friend',
        password: PASSWORD,
        termsAccepted: true,
      },
    }),
  },
  ...(['PUT', 'PATCH'] as const).map(
    (method): Endpoint => ({
      method,
      path: api.auth.password,
      auth: 'none',
      sample: (w) => ({
        body: {
          emailAddress: w.customer.emailAddress,
          verificationCode: '123456',
          password: 'Brand9New',
        },
      }),
    }),
  ),
  {
    method: 'POST',
    path: api.auth.refresh,
    auth: 'none',
    sample: () => ({ body: { authToken: 'not-a-live-token' } }),
  },
  { method: 'POST', path: api.auth.logout, auth: 'customer', sample: nothing },
  {
    method: 'GET',
    path: api.store.scripts,
    auth: 'customer',
    sample: () => ({ query: { limit: '10', offset: '0' } }),
  },
  {
    method: 'GET',
    path: `${api.store.details}/:scriptName`,
    auth: 'customer',
    sample: (w) => ({ params: { scriptName: w.paidScript } }),
  },
  {
    method: 'GET',
    path: `${api.store.content}/:scriptName`,
    auth: 'signed-link',
    sample: (w) => ({
      params: { scriptName: w.contentLink.scriptName },
      query: { expires: w.contentLink.expires, signature: w.contentLink.signature },
    }),
  },
  {
    method: 'POST',
    path: api.store.custom,
    auth: 'customer',
    sample: () => ({
      body: {
        name: 'Gap filler',
        description: 'Buy the opening gap when it fills halfway.',
        platform: 'TradingView',
        phoneNumber: '+1 555 123 4567',
      },
    }),
  },
  {
    method: 'POST',
    path: api.support,
    auth: 'none',
    sample: () => ({
      body: {
        firstName: 'New',
        lastName: 'Comer',
        emailAddress: NEW_PERSON,
        phoneCode: '+1',
        phoneNumber: '555 123 4567',
        reasonToContact: 'How do I install the desktop tool?',
      },
    }),
  },
  {
    method: 'POST',
    path: api.ai.chat,
    auth: 'pro',
    sample: () => ({ body: { message: 'Write a moving-average crossover script.' } }),
  },
  { method: 'GET', path: api.payment.config, auth: 'none', sample: nothing },
  {
    method: 'GET',
    path: api.payment.scriptCheckout,
    auth: 'none',
    sample: (w) => ({
      query: { emailAddress: w.customer.emailAddress, product: w.paidScript },
    }),
  },
  {
    method: 'GET',
    path: api.payment.subscriptionCheckout,
    auth: 'none',
    sample: (w) => ({
      query: {
        priceId: LOCAL_MONTHLY,
        emailAddress: w.customer.emailAddress,
        returnUrl: '/customer/accounts',
      },
    }),
  },
  {
    method: 'GET',
    path: `${api.payment.testCheckout}/:id`,
    auth: 'none',
    sample: (w) => ({ params: { id: w.checkoutId } }),
  },
  {
    method: 'POST',
    path: `${api.payment.testCheckout}/:id`,
    auth: 'none',
    sample: (w) => ({ params: { id: w.checkoutId }, form: { decision: 'cancel' } }),
  },
  { method: 'GET', path: api.payment.subscription, auth: 'customer', sample: nothing },
  {
    method: 'PUT',
    path: api.payment.subscription,
    auth: 'customer',
    sample: () => ({ query: { priceId: LOCAL_YEARLY } }),
  },
  { method: 'DELETE', path: api.payment.subscription, auth: 'customer', sample: nothing },
  { method: 'PUT', path: api.payment.reinstate, auth: 'customer', sample: nothing },
  { method: 'GET', path: api.payment.purchases, auth: 'customer', sample: nothing },
  {
    method: 'POST',
    path: api.payment.webhook,
    auth: 'stripe',
    sample: () => ({ body: { id: 'evt_1', type: 'checkout.session.completed' } }),
  },
  { method: 'GET', path: api.store.custom, auth: 'customer', sample: nothing },
  {
    method: 'POST',
    path: api.device.code,
    auth: 'none',
    sample: () => ({
      body: { deviceName: 'Trading PC', platform: 'windows-x64', appVersion: '2.0.0' },
    }),
  },
  {
    method: 'POST',
    path: api.device.token,
    auth: 'none',
    sample: () => ({ body: { deviceCode: 'not-a-live-device-code' } }),
  },
  { method: 'POST', path: api.device.license, auth: 'device', sample: nothing },
  { method: 'GET', path: api.devices, auth: 'customer', sample: nothing },
  {
    method: 'DELETE',
    path: `${api.devices}/:id`,
    auth: 'customer',
    sample: () => ({ params: { id: SOME_DEVICE_ID } }),
  },
  ...(['GET', 'POST'] as const).map(
    (method): Endpoint => ({
      method,
      path: `${api.devices}/activation/:userCode`,
      auth: 'customer',
      sample: () => ({
        params: { userCode: SOME_USER_CODE },
        ...(method === 'POST' ? { body: { decision: 'approve' } } : {}),
      }),
    }),
  ),
  {
    method: 'GET',
    path: api.releases,
    auth: 'none',
    sample: () => ({ query: { channel: 'stable' } }),
  },
  {
    method: 'GET',
    path: `${api.releases}/latest`,
    auth: 'none',
    sample: () => ({ query: { platform: 'windows-x64', channel: 'stable' } }),
  },
];

export const isBearer = (endpoint: Endpoint) =>
  endpoint.auth === 'customer' || endpoint.auth === 'pro' || endpoint.auth === 'device';

/** The world's token an endpoint of that kind accepts. */
export const tokenFor = (endpoint: Endpoint, world: World) =>
  endpoint.auth === 'pro'
    ? world.pro.token
    : endpoint.auth === 'device'
      ? world.deviceToken
      : world.customer.token;

export const labelOf = (endpoint: Endpoint) =>
  `${endpoint.method} ${endpoint.path}${endpoint.name ? ` (${endpoint.name})` : ''}`;

/** The path with its parameters filled in (as given: callers encode or break them). */
export function pathWith(endpoint: Endpoint, params: Record<string, string> = {}, query = '') {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
  return query ? `${path}?${query}` : path;
}

export const encodeValues = (values: Record<string, string> = {}) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, encodeURIComponent(value)]),
  );

/** The path of the sample request, parameters encoded, with its query. */
export const samplePath = (endpoint: Endpoint, sample: Sample) =>
  pathWith(
    endpoint,
    encodeValues(sample.params),
    new URLSearchParams(sample.query ?? {}).toString(),
  );

/** Sends the endpoint's sample request with the given headers (e.g. another bearer token). */
export function sendSample(
  app: TestApp,
  endpoint: Endpoint,
  world: World,
  headers: Record<string, string> = {},
) {
  const sample = endpoint.sample(world);
  const path = samplePath(endpoint, sample);
  if (sample.form) {
    return app.request(path, {
      method: endpoint.method,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(sample.form).toString(),
    });
  }
  return app.request(path, {
    method: endpoint.method,
    headers: sample.body ? { 'content-type': 'application/json', ...headers } : headers,
    body: sample.body ? JSON.stringify(sample.body) : undefined,
  });
}

/**
 * A fresh world: the seed catalogue, a customer, a Pro customer, an open test checkout, a
 * signed download link and a desktop tool the customer signed in. Sign-up codes are used up, so no verification code is live.
 */
export async function prepareWorld(app: TestApp, database: DatabaseHandle): Promise<World> {
  await resetBilling(database);
  const customer = (await signUp(app, CUSTOMER)).authToken;
  const pro = (await signUp(app, PRO)).authToken;
  await subscribe(app, PRO);
  const start = await navigate(app, paymentPaths.scriptCheckout(CUSTOMER, paid.scriptName));
  const checkoutId = start.location?.split('/').pop() ?? '';
  expect(checkoutId).toMatch(/^[0-9a-f-]{36}$/);
  const detail = await call(
    app,
    'GET',
    `${api.store.details}/${encodeURIComponent(free.scriptName)}`,
    undefined,
    bearer(customer),
  );
  const link = new URL(String(detail.body.contentLink), 'http://app.test');
  const { deviceToken } = await activatedDevice(app, customer);
  return {
    customer: { emailAddress: CUSTOMER, token: customer },
    pro: { emailAddress: PRO, token: pro },
    freeScript: free.scriptName,
    paidScript: paid.scriptName,
    checkoutId,
    contentLink: {
      scriptName: free.scriptName,
      expires: link.searchParams.get('expires') ?? '',
      signature: link.searchParams.get('signature') ?? '',
    },
    deviceToken,
  };
}

/**
 * A digest of every table's rows (the migrations' bookkeeping aside), to prove that requests
 * changed nothing at all.
 */
export async function databaseDigest(database: DatabaseHandle): Promise<Record<string, string>> {
  const tables = await database.db.execute(
    sql.raw(`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`),
  );
  const result: Record<string, string> = {};
  for (const { name } of (tables as unknown as { rows: Array<{ name: string }> }).rows) {
    const rows = await database.db.execute(
      sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest,
        count(*)::int AS count FROM "${name}" t`),
    );
    const row = (rows as unknown as { rows: Array<{ digest: string; count: number }> }).rows[0];
    result[name] = `${row?.count}:${row?.digest}`;
  }
  return result;
}

/**
 * A test database of that kind for the whole file, and before each test a fresh app over it with
 * the world prepared in it; `use` receives the three.
 */
export function freshWorldEachTest(
  kind: DatabaseKind,
  use: (fresh: { database: DatabaseHandle; app: TestApp; world: World }) => void,
) {
  const database = suiteDatabase(kind);
  beforeEach(async () => {
    const app = buildTestApp(database);
    use({ database, app, world: await prepareWorld(app, database) });
  });
}
