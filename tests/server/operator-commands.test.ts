import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { runAdminCommand, runCatalogCommand } from '../../server/cli/commands';
import { purchases, scripts, users } from '../../server/db/schema';
import { seedScripts } from '../../server/domain/catalogue';
import { roles } from '../../src/services/contract';
import { signUp, type TestApp } from './support/auth';
import { databaseKinds, suiteDatabase } from './support/databases';
import { resetWithSeed } from './support/portal';
import { buildTestApp } from './support/test-app';

function io() {
  const lines = { out: [] as string[], err: [] as string[] };
  return {
    lines,
    out: (line: string) => lines.out.push(line),
    err: (line: string) => lines.err.push(line),
  };
}

const newScript = {
  scriptName: 'Gap Fill Hunter',
  scriptDescription: 'Fades opening gaps smaller than 1% back to the previous close.',
  scriptImageUrl: '/scripts/opening-range-breakout.svg',
  platform: 'ThinkOrSwim',
  application: 'Stocks',
  price: '25',
  brokerage: 'Charles Schwab',
  createdOn: '2026-03-01',
  contentFile: 'gap-fill.ts.txt',
};

describe.each(databaseKinds)('operator commands on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetWithSeed });
  let app: TestApp;
  let folder: string;

  beforeEach(async () => {
    app = buildTestApp(database);
    folder = mkdtempSync(join(tmpdir(), 'catalog-'));
    writeFileSync(join(folder, 'gap-fill.ts.txt'), '# Gap Fill Hunter\nplot x = close;\n');
  });

  const file = (name: string, json: unknown) => {
    const path = join(folder, name);
    writeFileSync(path, JSON.stringify(json));
    return path;
  };
  const catalog = async (...args: string[]) => {
    const output = io();
    const code = await runCatalogCommand(database.db, args, output);
    return { code, ...output.lines };
  };
  const byName = async (name: string) =>
    (await database.db.select().from(scripts).where(eq(scripts.scriptName, name)))[0];

  describe('npm run catalog', () => {
    it('adds scripts from a file, with the content file read next to it', async () => {
      const result = await catalog('add', file('new.json', [newScript]));
      expect(result).toMatchObject({ code: 0, out: ['added Gap Fill Hunter'] });
      const row = await byName('Gap Fill Hunter');
      expect(row?.content).toContain('plot x = close;');
      expect(row?.contentFileName).toBe('gap-fill.ts.txt');
      expect(row?.createdOn.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    });

    it('refuses to add a script twice, or a file with a bad entry, and changes nothing', async () => {
      const twice = await catalog(
        'add',
        file('dup.json', [{ ...newScript, scriptName: seedScripts[0]?.scriptName }]),
      );
      expect(twice.code).toBe(1);
      expect(twice.err[0]).toMatch(/Already in the catalogue/);
      const bad = await catalog(
        'add',
        file('bad.json', { scripts: [newScript, { ...newScript, scriptName: 'B', price: '$5' }] }),
      );
      expect(bad.code).toBe(1);
      expect(bad.err[0]).toMatch(/Entry 2 \(B\): price/);
      expect(await byName('Gap Fill Hunter')).toBeUndefined();
      const noContent = await catalog(
        'add',
        file('none.json', { ...newScript, contentFile: undefined }),
      );
      expect(noContent.err[0]).toMatch(/either contentFile or contentLink/);
    });

    it('updates the fields a file gives and switches content to a link', async () => {
      const name = seedScripts[0]?.scriptName ?? '';
      const result = await catalog(
        'update',
        file('update.json', {
          scriptName: name,
          price: '59.99',
          contentLink: 'https://downloads.example.com/ema.pine',
        }),
      );
      expect(result.code).toBe(0);
      const row = await byName(name);
      expect(row).toMatchObject({
        price: '59.99',
        content: null,
        contentLink: 'https://downloads.example.com/ema.pine',
      });
      expect(row?.scriptDescription).toBe(seedScripts[0]?.scriptDescription);
      const missing = await catalog(
        'update',
        file('missing.json', { scriptName: 'Nope', price: '1' }),
      );
      expect(missing.code).toBe(1);
      expect(missing.err[0]).toMatch(/Not in the catalogue: Nope/);
    });

    it('removes scripts, but not one a customer bought', async () => {
      const [first, second] = seedScripts;
      await signUp(app, 'ada@example.com');
      const [user] = await database.db.select().from(users);
      const bought = await byName(second?.scriptName ?? '');
      await database.db
        .insert(purchases)
        .values({ userId: user?.id ?? '', scriptId: bought?.id ?? '', createdAt: new Date() });
      const refused = await catalog(
        'remove',
        file('rm2.json', [{ scriptName: first?.scriptName }, { scriptName: second?.scriptName }]),
      );
      expect(refused.code).toBe(1);
      expect(refused.err[0]).toMatch(/has been bought 1 time/);
      expect(await byName(first?.scriptName ?? '')).toBeDefined();
      const removed = await catalog('remove', file('rm1.json', { scriptName: first?.scriptName }));
      expect(removed).toMatchObject({ code: 0, out: [`removed ${first?.scriptName}`] });
      expect(await byName(first?.scriptName ?? '')).toBeUndefined();
    });

    it('lists the catalogue and explains its usage', async () => {
      const listed = await catalog('list');
      expect(listed.out.at(-1)).toBe(`${seedScripts.length} script(s)`);
      expect(listed.out[0]).toContain(seedScripts[0]?.scriptName);
      const usage = await catalog('delete', 'x.json');
      expect(usage.code).toBe(2);
      expect(usage.err[0]).toMatch(/^Usage: npm run catalog/);
      expect((await catalog('add', join(folder, 'absent.json'))).err[0]).toMatch(/Cannot read/);
    });
  });

  describe('npm run admin', () => {
    it('promotes and demotes an account, idempotently', async () => {
      await signUp(app, 'ada@example.com');
      const admin = async (...args: string[]) => {
        const output = io();
        return { code: await runAdminCommand(database.db, args, output), ...output.lines };
      };
      const promoted = await admin('promote', 'ADA@example.com');
      expect(promoted.code).toBe(0);
      // Issue 35: the new operator is told the console waits for a second factor.
      expect(promoted.out.join('\n')).toMatch(/second factor/);
      expect((await admin('promote', 'ada@example.com')).code).toBe(0);
      const held = async () =>
        (await database.db.select().from(users).where(eq(users.emailAddress, 'ada@example.com')))[0]
          ?.roles;
      expect(await held()).toEqual([roles.admin]);
      // Ada is the only admin: she stays one until someone else is.
      expect(await admin('demote', 'ada@example.com')).toMatchObject({
        code: 1,
        err: ['Nothing changed. The last admin cannot be removed. Make another admin first.'],
      });
      expect(await held()).toEqual([roles.admin]);
      await signUp(app, 'bob@example.com');
      expect((await admin('promote', 'bob@example.com')).code).toBe(0);
      expect((await admin('demote', 'ada@example.com')).code).toBe(0);
      const [ada] = await database.db
        .select()
        .from(users)
        .where(eq(users.emailAddress, 'ada@example.com'));
      expect(ada?.roles).toEqual([]);
      const unknown = await admin('promote', 'nobody@example.com');
      expect(unknown).toMatchObject({ code: 1, err: ['No account uses nobody@example.com.'] });
      expect((await admin('make', 'ada@example.com')).code).toBe(2);
    });

    it('unlocks an account, and counts no locked admin as one (issue 32, point 5)', async () => {
      await signUp(app, 'ada@example.com');
      await signUp(app, 'bob@example.com');
      const admin = async (...args: string[]) => {
        const output = io();
        return { code: await runAdminCommand(database.db, args, output), ...output.lines };
      };
      await admin('promote', 'ada@example.com');
      await admin('promote', 'bob@example.com');
      // Ada, the other admin, is locked: Bob is the only admin who can act.
      await database.db
        .update(users)
        .set({ lockedAt: new Date() })
        .where(eq(users.emailAddress, 'ada@example.com'));
      expect(await admin('demote', 'bob@example.com')).toMatchObject({
        code: 1,
        err: ['Nothing changed. The last admin cannot be removed. Make another admin first.'],
      });

      expect(await admin('unlock', 'ADA@example.com')).toEqual({
        code: 0,
        out: ['ada@example.com is unlocked: it can sign in again.'],
        err: [],
      });
      const [ada] = await database.db
        .select()
        .from(users)
        .where(eq(users.emailAddress, 'ada@example.com'));
      expect(ada?.lockedAt).toBeNull();
      expect(await admin('unlock', 'ada@example.com')).toMatchObject({
        code: 0,
        out: ['ada@example.com was not locked.'],
      });
      expect(await admin('unlock', 'nobody@example.com')).toMatchObject({
        code: 1,
        err: ['No account uses nobody@example.com.'],
      });
      expect((await admin('demote', 'bob@example.com')).code).toBe(0);
    });
  });
});
