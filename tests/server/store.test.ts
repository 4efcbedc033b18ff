import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { purchases, scripts, users } from '../../server/db/schema';
import { seedCatalogueIfEmpty, seedScripts } from '../../server/domain/catalogue';
import { setRole } from '../../server/domain/roles';
import { roles, type ScriptDetail, type ScriptSummary } from '../../src/services/contract';
import { bearer, call, signUp, type TestApp } from './support/auth';
import { databaseKinds, suiteDatabase } from './support/databases';
import { resetWithSeed, storePaths } from './support/portal';
import { buildTestApp } from './support/test-app';

const newestFirst = [...seedScripts].sort((a, b) => b.createdOn.localeCompare(a.createdOn));
const free = newestFirst.find((script) => script.price === '0');
const paid = newestFirst.filter((script) => script.price !== '0');

describe.each(databaseKinds)('script store on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetWithSeed });
  let app: TestApp;
  let token: string;

  beforeEach(async () => {
    app = buildTestApp(database);
    token = (await signUp(app, 'ada@example.com')).authToken;
  });

  const list = (query: string, auth: Record<string, string> = bearer(token)) =>
    call(app, 'GET', storePaths.scripts(query), undefined, auth);
  const details = (name: string, auth: Record<string, string> = bearer(token)) =>
    call(app, 'GET', storePaths.details(name), undefined, auth);

  async function buy(email: string, scriptName: string) {
    const [user] = await database.db.select().from(users).where(eq(users.emailAddress, email));
    const [script] = await database.db
      .select()
      .from(scripts)
      .where(eq(scripts.scriptName, scriptName));
    await database.db.insert(purchases).values({
      userId: user?.id ?? '',
      scriptId: script?.id ?? '',
      createdAt: new Date(app.clock.now()),
    });
  }

  describe('the list', () => {
    it('seeds an empty catalogue once, with at least 14 scripts, free and paid', async () => {
      expect(seedScripts.length).toBeGreaterThanOrEqual(14);
      expect(await seedCatalogueIfEmpty(database.db)).toBe(0);
      const all = await database.db.select().from(scripts);
      expect(all).toHaveLength(seedScripts.length);
      expect(new Set(all.map((row) => row.platform)).size).toBeGreaterThanOrEqual(4);
      expect(new Set(all.map((row) => row.brokerage)).size).toBeGreaterThanOrEqual(4);
      expect(all.some((row) => row.price === '0')).toBe(true);
      expect(all.every((row) => row.scriptImageUrl.startsWith('/scripts/'))).toBe(true);
    });

    it('answers pages of 10 newest first, then the rest, then nothing', async () => {
      const first = await list('?limit=10&offset=0');
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-store');
      const page1 = first.body as unknown as ScriptSummary[];
      expect(page1.map((script) => script.scriptName)).toEqual(
        newestFirst.slice(0, 10).map((script) => script.scriptName),
      );
      const page2 = (await list('?limit=10&offset=10')).body as unknown as ScriptSummary[];
      expect(page2.map((script) => script.scriptName)).toEqual(
        newestFirst.slice(10).map((script) => script.scriptName),
      );
      expect((await list('?limit=10&offset=100')).body).toEqual([]);
      expect(page1[0]).not.toHaveProperty('contentLink');
    });

    it('pages by 10 from the start without a query', async () => {
      const answer = await list('');
      expect((answer.body as unknown as unknown[]).length).toBe(10);
    });

    it('refuses a limit outside 1 to 50 and an offset that is not a whole number', async () => {
      for (const query of ['?limit=0', '?limit=51', '?limit=abc', '?limit=-1', '?limit=2.5']) {
        const answer = await list(query);
        expect(answer.status, query).toBe(422);
        expect(answer.body.message).toBe('limit must be a whole number from 1 to 50.');
      }
      for (const query of ['?offset=-1', '?offset=x', '?offset=1e3']) {
        expect((await list(query)).status, query).toBe(422);
      }
      expect((await list('?limit=50')).status).toBe(200);
    });

    it('needs a session', async () => {
      expect((await list('', {})).status).toBe(401);
      expect((await list('', bearer('not-a-token'))).status).toBe(401);
    });

    it('says isPurchased for this customer only', async () => {
      const target = newestFirst[1]?.scriptName ?? '';
      await buy('ada@example.com', target);
      const mine = (await list('')).body as unknown as ScriptSummary[];
      expect(
        mine.filter((script) => script.isPurchased).map((script) => script.scriptName),
      ).toEqual([target]);
      const other = (await signUp(app, 'grace@example.com')).authToken;
      const theirs = (await list('', bearer(other))).body as unknown as ScriptSummary[];
      expect(theirs.some((script) => script.isPurchased)).toBe(false);
    });
  });

  describe('the detail', () => {
    it('gives a free script with a content link that downloads its file', async () => {
      const answer = await details(free?.scriptName ?? '');
      expect(answer.status).toBe(200);
      const script = answer.body as ScriptDetail;
      expect(script.contentLink).toMatch(/^\/api\/v2\/store\/script\/content\//);
      const download = await app.request(script.contentLink);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toContain('attachment');
      expect(await download.text()).toContain(free?.scriptName ?? '');
    });

    it('answers 403 with the public fields and no link for a paid script not bought', async () => {
      const target = paid[0]?.scriptName ?? '';
      const answer = await details(target);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(/^Access forbidden/);
      expect(answer.body.scriptName).toBe(target);
      expect(answer.body).not.toHaveProperty('contentLink');
    });

    it('gives a paid script once bought, and to an ADMIN', async () => {
      const target = paid[0]?.scriptName ?? '';
      await buy('ada@example.com', target);
      expect((await details(target)).status).toBe(200);
      expect((await details(target)).body.isPurchased).toBe(true);

      const grace = (await signUp(app, 'grace@example.com')).authToken;
      expect((await details(target, bearer(grace))).status).toBe(403);
      await setRole(database.db, 'grace@example.com', roles.admin, true);
      const asAdmin = await details(target, bearer(grace));
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body.isPurchased).toBe(false);
    });

    it('decodes the name and answers 404 for an unknown one', async () => {
      await database.db.insert(scripts).values({
        scriptName: 'Gap & Go: 9:30 Opener',
        scriptDescription: 'x',
        scriptImageUrl: '/scripts/x.svg',
        platform: 'TradingView',
        application: 'Stocks',
        price: '0',
        brokerage: 'Kraken',
        createdOn: new Date('2020-01-01'),
        contentType: 'text/plain',
        contentLink: 'https://example.com/gap.pine',
      });
      const found = await details('Gap & Go: 9:30 Opener');
      expect(found.status).toBe(200);
      expect(found.body.contentLink).toBe('https://example.com/gap.pine');
      const missing = await details('No Such Script');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Script not found.');
      expect((await details('x'.repeat(500))).status).toBe(404);
      expect((await details(free?.scriptName ?? '', {})).status).toBe(401);
    });

    it('refuses a content link that was altered, belongs to another script or has expired', async () => {
      const link = ((await details(free?.scriptName ?? '')).body as ScriptDetail).contentLink;
      const url = new URL(link, 'http://app.test');
      const tampered = new URL(url);
      tampered.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
      expect((await app.request(tampered.pathname + tampered.search)).status).toBe(403);
      const other = new URL(url);
      other.pathname = `/api/v2/store/script/content/${encodeURIComponent(paid[0]?.scriptName ?? '')}`;
      expect((await app.request(other.pathname + other.search)).status).toBe(403);
      expect((await app.request(url.pathname)).status).toBe(403);
      app.clock.advance(61 * 60 * 1000);
      expect((await app.request(url.pathname + url.search)).status).toBe(403);
    });
  });

  describe('checkout of an unknown script', () => {
    it('answers a clear page, not a charge, and never echoes markup', async () => {
      const answer = await app.request(
        '/api/v2/payment/checkout-session?emailAddress=ada%40example.com&product=%3Cb%3EEMA',
      );
      expect(answer.status).toBe(404);
      const page = await answer.text();
      expect(page).toContain('Script not found');
      expect(page).toContain('Nothing was charged');
      expect(page).not.toContain('<b>EMA');
    });
  });
});
