import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCatalogCommand } from '../../server/cli/commands';
import { openDatabase } from '../../server/db/client';
import { purchases, scripts, users } from '../../server/db/schema';
import { seedCatalogueIfEmpty, seedScripts } from '../../server/domain/catalogue';
import {
  adminScriptsEndpoint,
  type ScriptDetail,
  type ScriptSummary,
} from '../../src/services/contract';
import { signUpAdmin } from './support/admin';
import { bearer, call, signUp, type TestApp } from './support/auth';
import { createScratchDatabase, databaseKinds, suiteDatabase } from './support/databases';
import { newScript } from './support/endpoint-samples';
import { resetWithSeed, storePaths } from './support/portal';
import { buildTestApp } from './support/test-app';

/** A script as `npm run catalog` reads it from a JSON file. */
const fileScript = {
  scriptName: 'Gap Fill Hunter',
  scriptDescription: 'Fades opening gaps smaller than 1% back to the previous close.',
  scriptImageUrl: '/scripts/opening-range-breakout.svg',
  platform: 'ThinkOrSwim',
  application: 'Stocks',
  price: '25',
  brokerage: 'Charles Schwab',
  createdOn: '2026-03-01',
  contentLink: 'https://example.com/gap-fill',
};

const silent = { out: () => {}, err: () => {} };

/** `npm run catalog <action> <file>` on that database, as the command runs it. */
async function catalog(db: Parameters<typeof runCatalogCommand>[0], action: string, json: object) {
  const path = join(mkdtempSync(join(tmpdir(), 'catalog-')), 'scripts.json');
  writeFileSync(path, JSON.stringify(json));
  expect(await runCatalogCommand(db, [action, path], silent)).toBe(0);
}

/** What the store shows a customer: every name of the first 50, and one script's detail. */
function storeOf(app: TestApp, auth: Record<string, string>) {
  return {
    auth,
    async names() {
      const page = await call(app, 'GET', storePaths.scripts('?limit=50'), undefined, auth);
      return (page.body as unknown as ScriptSummary[]).map((script) => script.scriptName);
    },
    async detail(name: string) {
      const answer = await call(app, 'GET', storePaths.details(name), undefined, auth);
      return { status: answer.status, script: answer.body as unknown as ScriptDetail };
    },
  };
}

const freeScript = seedScripts.find((script) => script.price === '0')?.scriptName ?? '';

describe.each(databaseKinds)('the store catalogue held in memory on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetWithSeed });
  let app: TestApp;
  let admin: Record<string, string>;
  let store: ReturnType<typeof storeOf>;

  beforeEach(async () => {
    app = buildTestApp(database);
    admin = bearer((await signUpAdmin(app, database, 'operator@example.com')).authToken);
    store = storeOf(app, bearer((await signUp(app, 'ada@example.com')).authToken));
  });

  const descriptionOf = async (name: string) => (await store.detail(name)).script.scriptDescription;

  it('answers from memory: a change made behind the version is not read', async () => {
    const before = await descriptionOf(freeScript);
    // The trigger that renews the version is held off for this one change, as if the cache
    // were never told: the store keeps answering what it holds, so it reads no script.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE scripts DISABLE TRIGGER scripts_renew_catalogue_version`);
      await tx
        .update(scripts)
        .set({ scriptDescription: 'Changed behind the version.' })
        .where(eq(scripts.scriptName, freeScript));
      await tx.execute(sql`ALTER TABLE scripts ENABLE TRIGGER scripts_renew_catalogue_version`);
    });
    expect(await descriptionOf(freeScript)).toBe(before);
    await database.db
      .update(scripts)
      .set({ scriptDescription: 'Changed in the open.' })
      .where(eq(scripts.scriptName, freeScript));
    expect(await descriptionOf(freeScript)).toBe('Changed in the open.');
  });

  it("sees each of the console's changes on the next request", async () => {
    const path = (id: string) => `${adminScriptsEndpoint}/${id}`;
    const name = newScript.scriptName;
    expect(await store.names()).not.toContain(name);
    const created = await call(app, 'POST', adminScriptsEndpoint, newScript, admin);
    const id = String(created.body.id);
    // New scripts start unpublished: held in memory, still hidden.
    expect(await store.names()).not.toContain(name);
    await call(app, 'PATCH', path(id), { published: true }, admin);
    expect(await store.names()).toContain(name);
    const edited = {
      ...newScript,
      scriptDescription: 'Edited by the operator.',
      scriptImageUrl: '/scripts/vwap-bands.svg',
    };
    await call(app, 'PUT', path(id), edited, admin);
    expect((await store.detail(name)).script).toMatchObject({
      scriptDescription: 'Edited by the operator.',
      scriptImageUrl: '/scripts/vwap-bands.svg',
    });
    await call(app, 'PATCH', path(id), { published: false }, admin);
    expect(await store.names()).not.toContain(name);
    await call(app, 'PATCH', path(id), { published: true }, admin);
    expect(await store.names()).toContain(name);
    expect((await call(app, 'DELETE', path(id), undefined, admin)).status).toBe(200);
    expect(await store.names()).not.toContain(name);
    expect((await store.detail(name)).status).toBe(404);
  });

  it('sees what npm run catalog and the seed write', async () => {
    await catalog(database.db, 'add', [fileScript]);
    expect(await store.names()).toContain(fileScript.scriptName);
    await catalog(database.db, 'update', [{ ...fileScript, scriptDescription: 'Updated.' }]);
    expect(await descriptionOf(fileScript.scriptName)).toBe('Updated.');
    await catalog(database.db, 'remove', [{ scriptName: fileScript.scriptName }]);
    expect(await store.names()).not.toContain(fileScript.scriptName);
    await database.db.execute(sql`TRUNCATE scripts CASCADE`);
    expect(await store.names()).toEqual([]);
    await seedCatalogueIfEmpty(database.db);
    expect(await store.names()).toHaveLength(seedScripts.length);
  });

  it("keeps ownership the customer's own: a purchase shows at once, an unpublished one stays", async () => {
    const [script] = await database.db
      .select()
      .from(scripts)
      .where(eq(scripts.scriptName, freeScript));
    const [ada] = await database.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, 'ada@example.com'));
    await store.names();
    await database.db.insert(purchases).values({
      userId: ada?.id ?? '',
      scriptId: script?.id ?? '',
      createdAt: new Date(app.clock.now()),
    });
    expect((await store.detail(freeScript)).script.isPurchased).toBe(true);
    await database.db
      .update(scripts)
      .set({ published: false })
      .where(eq(scripts.scriptName, freeScript));
    expect(await store.names()).toContain(freeScript);
    const other = storeOf(app, bearer((await signUp(app, 'bob@example.com')).authToken));
    expect(await other.names()).not.toContain(freeScript);
    expect((await other.detail(freeScript)).status).toBe(404);
  });

  it('pages across scripts only their owner sees exactly as the whole list orders them', async () => {
    const all = await database.db
      .select()
      .from(scripts)
      .orderBy(desc(scripts.createdOn), asc(scripts.scriptName));
    const [ada] = await database.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, 'ada@example.com'));
    // Unpublished: the 2nd, 5th and 9th newest. Ada owns the 2nd and the 9th, and some listed
    // ones, whose flags a page must still say once the hidden ones she owns moved them down.
    const hidden = [1, 4, 8].map((index) => all[index]?.id ?? '');
    for (const id of hidden) {
      await database.db.update(scripts).set({ published: false }).where(eq(scripts.id, id));
    }
    const owned = [1, 2, 3, 6, 8, 9].map((index) => all[index]?.id ?? '');
    await database.db.insert(purchases).values(
      owned.map((id) => ({
        userId: ada?.id ?? '',
        scriptId: id,
        createdAt: new Date(app.clock.now()),
      })),
    );
    const expected = all
      .filter((script) => script.id !== hidden[1])
      .map((script) => [script.scriptName, owned.includes(script.id)]);
    const pageOf = async (query: string) => {
      const page = await call(app, 'GET', storePaths.scripts(query), undefined, store.auth);
      return (page.body as unknown as ScriptSummary[]).map((script) => [
        script.scriptName,
        script.isPurchased,
      ]);
    };
    const paged: unknown[] = [];
    for (let offset = 0; offset <= expected.length; offset += 3) {
      paged.push(...(await pageOf(`?limit=3&offset=${offset}`)));
    }
    expect(paged).toEqual(expected);
    expect(await pageOf('?limit=50')).toEqual(expected);
  });
});

const noPostgres = process.env.DATABASE_URL ? undefined : 'DATABASE_URL is not set';

describe.skipIf(noPostgres)('two instances on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const handles: Array<Awaited<ReturnType<typeof openDatabase>>> = [];
  /** A database connection of its own: another instance's, or a command's. */
  const connect = async () => {
    const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
    handles.push(handle);
    return handle;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase();
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await scratch.drop();
  });

  it("sees another instance's change, and a command's, on the very next request", async () => {
    const [first, second] = [await connect(), await connect()];
    await seedCatalogueIfEmpty(first.db);
    const a = buildTestApp(first);
    const b = buildTestApp(second);
    const admin = bearer((await signUpAdmin(a, first, 'operator@example.com')).authToken);
    // Sessions live in the database: one sign-in serves on both instances.
    const customer = bearer((await signUp(a, 'ada@example.com')).authToken);
    const [onA, onB] = [storeOf(a, customer), storeOf(b, customer)];
    expect(await onB.names()).toEqual(await onA.names());

    // The operator works on A; each change shows on B's next request, list and details.
    const created = await call(a, 'POST', adminScriptsEndpoint, newScript, admin);
    const path = `${adminScriptsEndpoint}/${created.body.id}`;
    expect(await onB.names()).not.toContain(newScript.scriptName);
    await call(a, 'PATCH', path, { published: true }, admin);
    expect(await onB.names()).toContain(newScript.scriptName);
    await call(a, 'PUT', path, { ...newScript, scriptDescription: 'Edited on A.' }, admin);
    expect((await onB.detail(newScript.scriptName)).script.scriptDescription).toBe('Edited on A.');
    await call(a, 'PATCH', path, { published: false }, admin);
    expect(await onB.names()).not.toContain(newScript.scriptName);
    expect((await onB.detail(newScript.scriptName)).status).toBe(404);
    await call(a, 'PATCH', path, { published: true }, admin);
    // Shown again, to be bought first: its public fields with a 403.
    expect((await onB.detail(newScript.scriptName)).status).toBe(403);
    expect((await call(a, 'DELETE', path, undefined, admin)).status).toBe(200);
    expect((await onB.detail(newScript.scriptName)).status).toBe(404);
    expect(await onB.names()).not.toContain(newScript.scriptName);

    const command = await connect();
    await catalog(command.db, 'add', [fileScript]);
    expect(await onA.names()).toContain(fileScript.scriptName);
    expect(await onB.names()).toContain(fileScript.scriptName);
    await catalog(command.db, 'remove', [{ scriptName: fileScript.scriptName }]);
    expect(await onB.names()).not.toContain(fileScript.scriptName);
  });
});
