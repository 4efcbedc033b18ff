import { sql } from 'drizzle-orm';
import { beforeEach, expect } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client';
import { seedScripts } from '../../../server/domain/catalogue';
import {
  type Access,
  endpoints as api,
  declaredEndpoints,
  type Method,
} from '../../../src/services/contract';
import { activatedDevice } from '../desktop-link/support';
import { signUpAdmin } from './admin';
import { bearer, call, signUp, type TestApp } from './auth';
import { type DatabaseKind, suiteDatabase } from './databases';
import {
  plainRoutes,
  routeKey,
  type Sample,
  type SampleOf,
  samples,
  type World,
} from './endpoint-samples';
import { navigate, paymentPaths, resetBilling, subscribe } from './payments';

export type { World };

import { buildTestApp } from './test-app';

/**
 * Every endpoint of the API in one table, for the security and fuzz suites: its method and
 * path and who may call it, from its declaration (src/services/contract) or, for the few routes
 * that answer pages or read form-encoded OAuth requests, from `plainRoutes`; and one well-formed
 * request, from `samples`.
 * `tests/server/security-access.test.ts` checks the table against the app's own routes and the
 * samples against the declarations, so a new endpoint cannot be left out.
 */
export type AuthKind =
  /** Anyone (a signed-in caller's session may be read, never required). */
  | 'none'
  /** `Authorization: Bearer` of a signed-in customer. */
  | 'customer'
  /** A bearer token of a Pro customer (the AI chat). */
  | 'pro'
  /** A bearer token of an operator (the console). */
  | 'operator'
  /** A signed, expiring link (script downloads). */
  | 'signed-link'
  /** A Stripe signature (the webhook; 404 with the built-in test checkout). */
  | 'stripe'
  /** `Authorization: Bearer` of a signed-in desktop tool's device token (issue 18). */
  | 'device';

const authKinds: Record<Access, AuthKind> = {
  public: 'none',
  'optional-session': 'none',
  customer: 'customer',
  pro: 'pro',
  operator: 'operator',
  device: 'device',
  'signed-link': 'signed-link',
  stripe: 'stripe',
};

export type Endpoint = {
  /** A label for test names, when one path takes several kinds of body. */
  name?: string;
  method: Method;
  /** The route as the app declares it, `:name` for path parameters. */
  path: string;
  auth: AuthKind;
  /** A well-formed request (a code or password may be wrong: the shape is what matters). */
  sample: SampleOf;
};

const routes = [...declaredEndpoints, ...plainRoutes];

/** The routes, declared or plain, that have no sample in `samples` (a test holds it empty). */
export const routesWithoutSample = routes.filter((route) => !samples[routeKey(route)]);

export const endpointTable: Endpoint[] = routes.flatMap((route) => {
  const given = samples[routeKey(route)] ?? {};
  const named = typeof given === 'function' ? { '': given } : given;
  return Object.entries(named).map(([name, sample]) => ({
    ...(name ? { name } : {}),
    method: route.method,
    path: route.path,
    auth: authKinds[route.access],
    sample,
  }));
});

const bearerTokens = {
  customer: (world: World) => world.customer.token,
  pro: (world: World) => world.pro.token,
  operator: (world: World) => world.operator.token,
  device: (world: World) => world.deviceToken,
};

export const isBearer = (endpoint: Endpoint) => endpoint.auth in bearerTokens;

/** The world's token an endpoint of that kind accepts (the customer's for any other kind). */
export const tokenFor = (endpoint: Endpoint, world: World) =>
  (bearerTokens[endpoint.auth as keyof typeof bearerTokens] ?? bearerTokens.customer)(world);

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

function seedScript(isFree: boolean) {
  const script = seedScripts.find((candidate) => (candidate.price === '0') === isFree);
  if (!script) throw new Error('the seed needs a free and a paid script');
  return script;
}
const free = seedScript(true);
const paid = seedScript(false);

const CUSTOMER = 'ada@example.com';
const PRO = 'pat@example.com';
const OPERATOR = 'olga@example.com';

/**
 * A fresh world: the seed catalogue, a customer, a Pro customer, an operator, an open test checkout, a
 * signed download link and a desktop tool the customer signed in. Sign-up codes are used up, so no verification code is live.
 */
export async function prepareWorld(app: TestApp, database: DatabaseHandle): Promise<World> {
  await resetBilling(database);
  const customer = (await signUp(app, CUSTOMER)).authToken;
  const pro = (await signUp(app, PRO)).authToken;
  const operator = (await signUpAdmin(app, database, OPERATOR)).authToken;
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
    operator: { emailAddress: OPERATOR, token: operator },
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
