import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { passkeyPaths } from '../../src/services/contract';
import type { TestApp } from './support/auth';
import { databaseKinds, suiteDatabase } from './support/databases';
import {
  databaseDigest,
  type Endpoint,
  encodeValues,
  endpointTable,
  isBearer,
  labelOf,
  pathWith,
  prepareWorld,
  samplePath,
  sendSample,
  tokenFor,
  type World,
} from './support/endpoints';
import { injectionStrings, privilegedFields } from './support/hostile';
import { buildTestApp, CLIENT_ADDRESS_HEADER } from './support/test-app';

/**
 * Generated bad requests to every endpoint of the table: broken JSON, wrong types, missing,
 * extra and oversized fields, odd unicode, wrong content types, broken path and query
 * parameters and bearer headers. Every answer must be a 4xx (an endpoint that takes no input
 * answers as it does without the junk), in time, and the database must not change.
 * Bounded: a fixed seed and a fixed number of runs per endpoint.
 */
const SEED = 20_260_309;
const RUNS_PER_ENDPOINT = 110;
const ANSWER_WITHIN_MS = 5_000;

type BadRequest = {
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** Whether the request is broken by construction (so it must be refused with a 4xx). */
  broken: boolean;
};

// ------------------------------------------------------------------ values

/** Text with a control character in it, NUL included (which PostgreSQL text cannot hold). */
const withControlCharacter = fc
  .tuple(fc.string(), fc.constantFrom('\u0000', '\u0007', '\u001f', '\u007f'), fc.string())
  .map(([before, control, after]) => `${before}${control}${after}`);

const junkText = fc.oneof(
  fc.string(),
  withControlCharacter,
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...injectionStrings),
);

/** Longer than any text field of the API accepts (the chat's 4,000 characters is the most). */
const overLong = fc
  .tuple(fc.constantFrom('x', 'é', '😀', '<', "'", ' x'), fc.integer({ min: 4_001, max: 70_000 }))
  .map(([unit, count]) => unit.repeat(count));

/** A JSON value no field of any request accepts: every field is a bounded string or `true`. */
const badValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean().map((value) => !value && value),
  fc.constant(null),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.anything({ maxDepth: 2 }), { maxKeys: 4 }),
  overLong,
);

/** A path or query value no parameter accepts: control characters or far too long. */
const badParam = fc.oneof(
  withControlCharacter,
  fc.integer({ min: 501, max: 4_000 }).map((count) => 'a'.repeat(count)),
);

/** Already-encoded path segments a browser would never send. */
const rawSegments = ['%', '%zz', '%E0%A4%A', '%00', '..%2F..%2Fetc%2Fpasswd', '%C0%AE%C0%AE', '.'];

const printable = fc.string({ unit: 'grapheme-ascii', maxLength: 300 });
const badAuthorization = fc.oneof(
  fc.constant<Record<string, string>>({}),
  printable.map((token) => ({ authorization: `Bearer ${token}` })),
  printable.map((text) => ({ authorization: text })),
  fc.constant({ authorization: 'Bearer' }),
  fc.constant({ authorization: 'Basic YWRhOlNlY3JldDEyMw==' }),
  fc
    .integer({ min: 201, max: 8_000 })
    .map((count) => ({ authorization: `Bearer ${'A'.repeat(count)}` })),
);

const notJsonContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'text/html',
  'application/jsonp',
];

// ------------------------------------------------------------------ requests

const queryOf = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** A JSON body of the sample with at least one field of a type no schema accepts. */
function brokenJsonBody(sample: Record<string, unknown>) {
  const keys = Object.keys(sample);
  const broken = fc
    .subarray(keys, { minLength: 1 })
    .chain((names) =>
      fc
        .tuple(...names.map(() => badValue))
        .map((values) => Object.fromEntries(names.map((name, i) => [name, values[i]]))),
    );
  return fc
    .record({
      broken,
      junk: fc.dictionary(fc.constantFrom(...keys), junkText, { maxKeys: keys.length }),
      dropped: fc.subarray(keys),
      extra: fc.dictionary(
        fc.constantFrom(...Object.keys(privilegedFields), '__proto__', 'constructor'),
        fc.anything({ maxDepth: 2 }),
        { maxKeys: 3 },
      ),
    })
    .map(({ broken, junk, dropped, extra }) => {
      const body: Record<string, unknown> = { ...sample, ...junk };
      for (const name of dropped) delete body[name];
      return JSON.stringify({ ...body, ...extra, ...broken });
    });
}

/** Bodies that are not a JSON object at all, sent as JSON. */
function notAJsonObject(sample: Record<string, unknown>) {
  const text = JSON.stringify(sample);
  return fc.oneof(
    junkText.filter((candidate) => {
      try {
        const value = JSON.parse(candidate);
        return typeof value !== 'object' || value === null || Array.isArray(value);
      } catch {
        return true;
      }
    }),
    fc.nat({ max: text.length - 1 }).map((end) => text.slice(0, end)),
    fc.constantFrom('{', '{"a":', '[1,', 'nul', '{"a":1}}', '\uFEFF{}', '[]', 'null', '"{}"'),
    fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }).map((value) => JSON.stringify(value)),
  );
}

/** Input for an endpoint that takes some: at least one part of it broken. */
function badInput(endpoint: Endpoint, world: World) {
  const sample = endpoint.sample(world);
  const kinds: fc.Arbitrary<Omit<BadRequest, 'method' | 'broken'>>[] = [];
  const cleanPath = samplePath(endpoint, sample);

  if (sample.body) {
    const body = sample.body;
    const json = { 'content-type': 'application/json' };
    kinds.push(
      brokenJsonBody(body).map((text) => ({ path: cleanPath, headers: json, body: text })),
      notAJsonObject(body).map((text) => ({ path: cleanPath, headers: json, body: text })),
      fc.constantFrom(...notJsonContentTypes).map((type) => ({
        path: cleanPath,
        headers: { 'content-type': type },
        body: JSON.stringify(body),
      })),
      fc.constant({ path: cleanPath, headers: {} }),
    );
  }
  if (sample.form) {
    const form = fc
      .record({
        decision: junkText.filter((decision) => !['complete', 'cancel'].includes(decision)),
        promoCode: junkText,
      })
      .map((fields) => new URLSearchParams(fields).toString());
    kinds.push(
      form.map((text) => ({
        path: cleanPath,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: text,
      })),
      fc
        .tuple(fc.constantFrom(...notJsonContentTypes, 'application/json'), junkText)
        .map(([type, text]) => ({
          path: cleanPath,
          headers: { 'content-type': type },
          body: text,
        })),
    );
  }
  const params = { ...sample.params, ...sample.query };
  const names = Object.keys(params);
  if (names.length > 0) {
    const pathNames = Object.keys(sample.params ?? {});
    kinds.push(
      fc
        .record({
          broken: fc.subarray(names, { minLength: 1 }),
          value: badParam,
          others: fc.dictionary(fc.constantFrom(...names), junkText),
          extra: fc.dictionary(fc.string({ maxLength: 8 }), junkText, { maxKeys: 3 }),
        })
        .map(({ broken, value, others, extra }) => {
          const values: Record<string, string> = { ...params, ...others };
          for (const name of broken) values[name] = value;
          const path = Object.fromEntries(pathNames.map((name) => [name, values[name] ?? '']));
          const query = Object.fromEntries(
            Object.entries({ ...extra, ...values }).filter(([name]) => !pathNames.includes(name)),
          );
          return {
            path: pathWith(endpoint, encodeValues(path), queryOf(query)),
            headers: {},
            body: sample.form ? queryOf(sample.form) : undefined,
          };
        }),
    );
    if (pathNames.length > 0) {
      kinds.push(
        fc.constantFrom(...rawSegments).map((segment) => ({
          path: pathWith(
            endpoint,
            Object.fromEntries(pathNames.map((name) => [name, segment])),
            queryOf(sample.query ?? {}),
          ),
          headers: {},
        })),
      );
    }
  }
  return kinds.length > 0 ? fc.oneof(...kinds) : undefined;
}

function badRequests(endpoint: Endpoint, world: World): fc.Arbitrary<BadRequest> {
  const sample = endpoint.sample(world);
  const cleanPath = samplePath(endpoint, sample);
  const token = tokenFor(endpoint, world);
  const requests: fc.Arbitrary<BadRequest>[] = [];
  const input = badInput(endpoint, world);
  if (input) {
    requests.push(
      input.map((request) => ({
        ...request,
        method: endpoint.method,
        headers: isBearer(endpoint)
          ? { ...request.headers, authorization: `Bearer ${token}` }
          : request.headers,
        broken: true,
      })),
    );
  }
  if (isBearer(endpoint)) {
    requests.push(
      badAuthorization.map((headers) => ({
        path: cleanPath,
        method: endpoint.method,
        headers: sample.body ? { ...headers, 'content-type': 'application/json' } : headers,
        body: sample.body ? JSON.stringify(sample.body) : undefined,
        broken: true,
      })),
    );
  }
  if (!input && !isBearer(endpoint)) {
    // No input to break: junk in the query must change nothing about the answer, unless it
    // holds a NUL character, which every address is refused for.
    requests.push(
      fc
        .dictionary(fc.string({ maxLength: 8 }), junkText, { minKeys: 1, maxKeys: 4 })
        .map((query) => queryOf(query))
        .map((query) => ({
          path: pathWith(endpoint, {}, query),
          method: endpoint.method,
          headers: {},
          broken: /%00/i.test(query),
        })),
    );
  }
  return fc.oneof(...requests);
}

/**
 * Tables an endpoint without input writes to by design, whatever junk rides along: a passkey
 * sign-in's options keep the challenge they give (issue 35), as they must to know it again.
 */
const writtenByDesign: Record<string, string[]> = {
  [`POST ${passkeyPaths.signInOptions}`]: ['passkey_challenges'],
};

async function answerInTime(app: TestApp, request: BadRequest, address: string) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)),
      ANSWER_WITHIN_MS,
    );
  });
  try {
    const response = await Promise.race([
      app.request(request.path, {
        method: request.method,
        headers: { ...request.headers, [CLIENT_ADDRESS_HEADER]: address },
        body: request.body,
      }),
      timeout,
    ]);
    return { status: response.status, text: await response.text() };
  } finally {
    clearTimeout(timer);
  }
}

describe.each(databaseKinds)('fuzzing every endpoint on %s', (kind) => {
  const database = suiteDatabase(kind);
  let app: TestApp;
  let world: World;

  beforeAll(async () => {
    app = buildTestApp(database);
    world = await prepareWorld(app, database);
  });

  it.each(endpointTable.map((endpoint) => [labelOf(endpoint), endpoint] as const))(
    '%s: only 4xx, nothing stored',
    async (_label, endpoint) => {
      const before = await databaseDigest(database);
      // Only endpoints without input are asked cleanly: any other clean request may write.
      const takesNothing = Object.keys(endpoint.sample(world)).length === 0;
      const cleanStatus =
        takesNothing && endpoint.auth === 'none'
          ? (await sendSample(app, endpoint, world)).status
          : undefined;
      let count = 0;
      await fc.assert(
        fc.asyncProperty(badRequests(endpoint, world), async (request) => {
          count += 1;
          // Many addresses, so per-address limits do not hide the checks behind them.
          const answer = await answerInTime(app, request, `198.51.100.${count % 250}`);
          const context = `${request.method} ${request.path.slice(0, 200)} -> ${answer.status} ${answer.text.slice(0, 200)}`;
          if (request.broken) {
            expect(answer.status, context).toBeGreaterThanOrEqual(400);
            expect(answer.status, context).toBeLessThan(500);
          } else {
            expect(answer.status, context).toBe(cleanStatus);
          }
          expect(answer.text, context).not.toMatch(/\bat .+:\d+:\d+\)?$/m);
        }),
        { seed: SEED, numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
      );
      const after = await databaseDigest(database);
      for (const table of writtenByDesign[labelOf(endpoint)] ?? []) {
        delete before[table];
        delete after[table];
      }
      expect(after).toEqual(before);
    },
  );
});
