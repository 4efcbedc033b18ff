import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, purchases, scripts, users } from '../../../server/db/schema';
import {
  type AdminScript,
  type AdminScriptRow,
  adminScriptImagesEndpoint,
  adminScriptsEndpoint,
  type ScriptSummary,
  scriptContentTypes,
  scriptImageRules,
} from '../../../src/services/contract';
import { signUpAdmin } from '../support/admin';
import { bearer, call, signUp, type TestApp } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { resetWithSeed, storePaths } from '../support/portal';
import { buildTestApp } from '../support/test-app';

/** A whole script as the console's form sends it. */
const newScript = {
  scriptName: 'Opening Range Scout',
  scriptDescription: 'Marks the first 15-minute range and signals its breakout with volume.',
  scriptImageUrl: '/scripts/ema-crossover-pro.svg',
  platform: 'TradingView',
  application: 'Futures',
  price: '39.50',
  brokerage: 'Tradovate',
  createdOn: '2026-03-01',
  contentType: 'text/plain; charset=utf-8',
  contentKind: 'file',
  content: '//@version=5\nindicator("Opening Range Scout", overlay=true)\n',
  contentFileName: 'opening-range-scout.pine',
} as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(databaseKinds)('the console catalogue on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetWithSeed });
  let app: TestApp;
  let filesDir: string;
  let admin: Record<string, string>;
  let customer: Record<string, string>;

  beforeEach(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'signalhand-files-'));
    app = buildTestApp(database, { filesDir });
    admin = bearer((await signUpAdmin(app, database, 'operator@example.com')).authToken);
    customer = bearer((await signUp(app, 'ada@example.com')).authToken);
  });

  const create = (body: object = newScript) => call(app, 'POST', adminScriptsEndpoint, body, admin);
  const scriptPath = (id: string) => `${adminScriptsEndpoint}/${id}`;
  const publish = (id: string, published = true) =>
    call(app, 'PATCH', scriptPath(id), { published }, admin);
  const storeNames = async (auth: Record<string, string>) => {
    const page = await call(app, 'GET', storePaths.scripts('?limit=50'), undefined, auth);
    return (page.body as unknown as ScriptSummary[]).map((script) => script.scriptName);
  };
  const storeDetail = (name: string, auth: Record<string, string>) =>
    call(app, 'GET', storePaths.details(name), undefined, auth);
  const userId = async (email: string) => {
    const [row] = await database.db.select().from(users).where(eq(users.emailAddress, email));
    return row?.id ?? '';
  };
  const own = async (email: string, scriptId: string) =>
    database.db.insert(purchases).values({
      userId: await userId(email),
      scriptId,
      createdAt: new Date(app.clock.now()),
      priceCents: 3950,
      name: newScript.scriptName,
    });
  const audit = () =>
    database.db.select().from(auditLog).orderBy(asc(auditLog.createdAt), asc(auditLog.action));

  it('creates a script unpublished, with every field, and the store shows it once published', async () => {
    const created = await create();
    expect(created.status).toBe(201);
    const script = created.body as unknown as AdminScript;
    expect(script).toMatchObject({
      ...newScript,
      createdOn: '2026-03-01T00:00:00.000Z',
      published: false,
      owners: 0,
      privateTo: null,
      contentLink: '',
    });
    expect(await storeNames(customer)).not.toContain(newScript.scriptName);
    expect((await storeDetail(newScript.scriptName, customer)).status).toBe(404);

    expect((await publish(script.id)).body).toMatchObject({ published: true });
    expect(await storeNames(customer)).toContain(newScript.scriptName);
    const detail = await storeDetail(newScript.scriptName, customer);
    expect(detail.status).toBe(403);
    expect(detail.body).toMatchObject({ price: '39.50', platform: 'TradingView' });

    const fetched = await call(app, 'GET', scriptPath(script.id), undefined, admin);
    expect(fetched.body).toMatchObject({ id: script.id, content: newScript.content });
  });

  it('edits a script and the store shows the change at once', async () => {
    const { id } = (await create()).body as unknown as AdminScript;
    await publish(id);
    const edited = await call(
      app,
      'PUT',
      scriptPath(id),
      {
        ...newScript,
        scriptName: 'Opening Range Scout 2',
        price: '0',
        contentKind: 'link',
        contentLink: 'https://example.com/scout.pine',
        content: undefined,
        contentFileName: undefined,
      },
      admin,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      scriptName: 'Opening Range Scout 2',
      contentKind: 'link',
      content: '',
      contentFileName: '',
      contentLink: 'https://example.com/scout.pine',
      published: true,
    });
    const names = await storeNames(customer);
    expect(names).toContain('Opening Range Scout 2');
    expect(names).not.toContain(newScript.scriptName);
    // Free now: every customer gets its content link.
    const detail = await storeDetail('Opening Range Scout 2', customer);
    expect(detail.status).toBe(200);
    expect(detail.body.contentLink).toBe('https://example.com/scout.pine');
  });

  it('refuses wrong fields with a message for each, by the catalogue rules', async () => {
    const wrong = await create({
      ...newScript,
      scriptName: 'A/B',
      price: '$5',
      scriptImageUrl: 'http://example.com/x.png',
      createdOn: '1 March',
      contentFileName: 'no spaces allowed',
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors as object).sort()).toEqual([
      'contentFileName',
      'createdOn',
      'price',
      'scriptImageUrl',
      'scriptName',
    ]);
    expect((wrong.body.errors as Record<string, string>).price).toMatch(/dollars/);

    const missing = await create({ ...newScript, scriptDescription: '  ', content: '' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({
      scriptDescription: 'Description is required',
      content: 'Content is required',
    });

    const insecureLink = await create({
      ...newScript,
      contentKind: 'link',
      contentLink: 'http://example.com/x',
    });
    expect(insecureLink.status).toBe(422);
    expect(insecureLink.body.errors).toHaveProperty('contentLink');

    const taken = await create({ ...newScript, scriptName: 'EMA Crossover Pro' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toHaveProperty('scriptName');

    const { id } = (await create()).body as unknown as AdminScript;
    const renamedOntoAnother = await call(
      app,
      'PUT',
      scriptPath(id),
      { ...newScript, scriptName: 'EMA Crossover Pro' },
      admin,
    );
    expect(renamedOntoAnother.status).toBe(409);
    expect(await audit()).toHaveLength(1);
  });

  it('hides an unpublished script from the store, but its owners keep and download it', async () => {
    const { id } = (await create()).body as unknown as AdminScript;
    await publish(id);
    await own('ada@example.com', id);
    await signUp(app, 'grace@example.com');
    const other = bearer(
      (
        await call(app, 'POST', '/api/v2/auth/login', {
          username: 'grace@example.com',
          password: 'Secret123',
        })
      ).body.authToken as string,
    );

    await publish(id, false);
    expect(await storeNames(other)).not.toContain(newScript.scriptName);
    expect((await storeDetail(newScript.scriptName, other)).status).toBe(404);
    expect(await storeNames(customer)).toContain(newScript.scriptName);
    const owned = await storeDetail(newScript.scriptName, customer);
    expect(owned.status).toBe(200);
    const download = await app.request(owned.body.contentLink as string);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(newScript.content);
  });

  it('shows a script made privately for one customer to that customer only', async () => {
    const { id } = (await create()).body as unknown as AdminScript;
    await publish(id);
    await database.db
      .update(scripts)
      .set({ privateToUserId: await userId('ada@example.com') })
      .where(eq(scripts.id, id));
    await signUp(app, 'grace@example.com');
    const grace = bearer(
      (
        await call(app, 'POST', '/api/v2/auth/login', {
          username: 'grace@example.com',
          password: 'Secret123',
        })
      ).body.authToken as string,
    );
    expect(await storeNames(customer)).toContain(newScript.scriptName);
    expect(await storeNames(grace)).not.toContain(newScript.scriptName);
    expect((await storeDetail(newScript.scriptName, grace)).status).toBe(404);
    const row = await call(app, 'GET', scriptPath(id), undefined, admin);
    expect(row.body.privateTo).toBe('ada@example.com');
  });

  it('deletes a script nobody owns, and refuses to delete an owned one', async () => {
    const first = (await create()).body as unknown as AdminScript;
    const second = (await create({ ...newScript, scriptName: 'Second Scout' }))
      .body as unknown as AdminScript;
    await own('ada@example.com', second.id);

    const deleted = await call(app, 'DELETE', scriptPath(first.id), undefined, admin);
    expect(deleted.status).toBe(200);
    expect((await call(app, 'GET', scriptPath(first.id), undefined, admin)).status).toBe(404);

    const refused = await call(app, 'DELETE', scriptPath(second.id), undefined, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/unpublish/);
    expect((await call(app, 'GET', scriptPath(second.id), undefined, admin)).body.owners).toBe(1);
    expect((await audit()).map((entry) => entry.action)).toEqual([
      'script.create',
      'script.create',
      'script.delete',
    ]);
  });

  it('records every change in the audit log, with who did it and the values before and after', async () => {
    const later = () => app.clock.advance(1000);
    const { id } = (await create()).body as unknown as AdminScript;
    later();
    await call(app, 'PUT', scriptPath(id), { ...newScript, price: '45' }, admin);
    later();
    await publish(id);
    later();
    await publish(id, false);
    const entries = await audit();
    expect(entries.map((entry) => entry.action)).toEqual([
      'script.create',
      'script.update',
      'script.publish',
      'script.unpublish',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actorEmail: 'operator@example.com',
        targetType: 'script',
        targetId: id,
      });
    }
    // The content by its hash and length, never its text.
    expect(entries[0]?.after).toMatchObject({
      scriptName: newScript.scriptName,
      contentSha256: sha256(newScript.content),
      contentLength: newScript.content.length,
    });
    expect(JSON.stringify(entries[0]?.after)).not.toContain('indicator(');
    expect(entries[1]).toMatchObject({ before: { price: '39.50' }, after: { price: '45' } });
    expect(entries[2]).toMatchObject({ before: { published: false }, after: { published: true } });
    expect(entries[3]).toMatchObject({ before: { published: true }, after: { published: false } });
  });

  it('records an edit of the content by its hash, even one that keeps its length', async () => {
    const { id } = (await create()).body as unknown as AdminScript;
    const edited = newScript.content.replace('Scout', 'Scoot');
    expect(edited).toHaveLength(newScript.content.length);
    await call(app, 'PUT', scriptPath(id), { ...newScript, content: edited }, admin);
    const [, update] = await audit();
    expect(update).toMatchObject({
      action: 'script.update',
      before: { contentSha256: sha256(newScript.content) },
      after: { contentSha256: sha256(edited) },
    });
  });

  it('lists the table with search, sorting and paging', async () => {
    await create();
    const page = await call(
      app,
      'GET',
      `${adminScriptsEndpoint}?sort=price&order=asc&pageSize=5&page=1`,
      undefined,
      admin,
    );
    expect(page.status).toBe(200);
    const items = page.body.items as AdminScriptRow[];
    expect(items).toHaveLength(5);
    const prices = items.map((item) => Number(item.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const total = page.body.total as number;
    expect(total).toBeGreaterThan(10);
    const last = await call(
      app,
      'GET',
      `${adminScriptsEndpoint}?sort=price&order=asc&pageSize=5&page=${Math.ceil(total / 5)}`,
      undefined,
      admin,
    );
    expect((last.body.items as AdminScriptRow[]).length).toBe(total % 5 || 5);

    const found = await call(
      app,
      'GET',
      `${adminScriptsEndpoint}?search=range%20scout`,
      undefined,
      admin,
    );
    expect(found.body).toMatchObject({ total: 1, items: [{ scriptName: newScript.scriptName }] });
    const wildcard = await call(app, 'GET', `${adminScriptsEndpoint}?search=%25`, undefined, admin);
    expect(wildcard.body.total).toBe(0);
    const badSort = await call(
      app,
      'GET',
      `${adminScriptsEndpoint}?sort=password`,
      undefined,
      admin,
    );
    expect(badSort.status).toBe(422);
  });

  describe('pictures', () => {
    const upload = (bytes: Uint8Array, name = 'picture.png', type = 'image/png') => {
      const form = new FormData();
      form.append(
        scriptImageRules.field,
        new File([bytes as Uint8Array<ArrayBuffer>], name, { type }),
      );
      return app.request(adminScriptImagesEndpoint, { method: 'POST', body: form, headers: admin });
    };

    it('stores an image under the files directory, served from /files, and records it', async () => {
      const answer = await upload(PNG);
      expect(answer.status).toBe(201);
      const { scriptImageUrl } = (await answer.json()) as { scriptImageUrl: string };
      expect(scriptImageUrl).toMatch(/^\/files\/script-images\/[0-9a-f-]{36}\.png$/);
      const stored = join(filesDir, scriptImageUrl.replace('/files/', ''));
      expect(readFileSync(stored)).toEqual(PNG);
      const served = await app.request(scriptImageUrl);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
      expect((await audit()).map((entry) => entry.action)).toEqual(['script.image.upload']);

      const created = await create({ ...newScript, scriptImageUrl });
      expect(created.body.scriptImageUrl).toBe(scriptImageUrl);
    });

    it('refuses what is not a PNG, JPEG or WebP by its bytes, and pictures over the size', async () => {
      const disguised = await upload(Buffer.from('<svg onload="alert(1)"/>'), 'x.png');
      expect(disguised.status).toBe(422);
      expect(((await disguised.json()) as { errors: object }).errors).toHaveProperty('image');
      const tooLarge = new Uint8Array(scriptImageRules.maxBytes + 1);
      tooLarge.set(PNG);
      expect([413, 422]).toContain((await upload(tooLarge)).status);
      const nothing = await app.request(adminScriptImagesEndpoint, {
        method: 'POST',
        body: new FormData(),
        headers: admin,
      });
      expect(nothing.status).toBe(422);
      expect(existsSync(join(filesDir, 'script-images'))).toBe(false);
      expect(await audit()).toHaveLength(0);
    });

    it('takes only pictures the product serves: uploaded here, or the site’s own', async () => {
      const { scriptImageUrl: uploaded } = (await (await upload(PNG)).json()) as {
        scriptImageUrl: string;
      };
      // Elsewhere, a browser would not load it (the CSP's img-src 'self'): the store shows none.
      const refused = [
        'https://cdn.example.com/chart.png',
        '//cdn.example.com/chart.png',
        '/files/notes.txt',
        '/files/script-images/../notes.txt',
        `/api/v2/store/script`,
        // The shape of an upload, but nothing was uploaded under that name.
        `/files/script-images/${randomUUID()}.png`,
      ];
      for (const scriptImageUrl of refused) {
        const answer = await create({ ...newScript, scriptImageUrl });
        expect(answer.status, scriptImageUrl).toBe(422);
        expect(answer.body.errors, scriptImageUrl).toHaveProperty('scriptImageUrl');
      }
      const fromUpload = await create({ ...newScript, scriptImageUrl: uploaded });
      expect(fromUpload.status).toBe(201);
      const { id } = fromUpload.body as unknown as AdminScript;
      // The pictures the site ships (the seed's) stay usable.
      const builtIn = await call(
        app,
        'PUT',
        scriptPath(id),
        { ...newScript, scriptImageUrl: '/scripts/rsi-reversal-scout.svg' },
        admin,
      );
      expect(builtIn.status).toBe(200);
    });
  });

  it('takes a content type from the list the product serves, and no other', async () => {
    for (const contentType of [
      'text/html',
      'text/html; charset=utf-8',
      'image/svg+xml',
      'text/plain\r\nX-Injected: 1',
      'text/plain; charset=utf-8\n',
    ]) {
      const answer = await create({ ...newScript, contentType });
      expect(answer.status, contentType).toBe(422);
      expect((answer.body.errors as Record<string, string>).contentType, contentType).toMatch(
        /^Choose a content type:/,
      );
    }
    for (const [index, contentType] of scriptContentTypes.entries()) {
      const answer = await create({ ...newScript, scriptName: `Typed ${index}`, contentType });
      expect(answer.status, contentType).toBe(201);
    }
    // The download is served with the type chosen.
    const json = await create({
      ...newScript,
      scriptName: 'Signal Map',
      contentType: 'application/json',
      price: '0',
    });
    await publish((json.body as unknown as AdminScript).id);
    const detail = await storeDetail('Signal Map', customer);
    const download = await app.request(String(detail.body.contentLink));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/json');
  });
});
