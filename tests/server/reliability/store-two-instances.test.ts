import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../e2e/support/smtp-sink';
import { runCliProcess } from '../support/cli-process';
import { createScratchDatabase } from '../support/databases';
import { codeIn, login, register, request, sendRegistrationCode } from '../support/live-api';
import { type ServerProcess, startServer } from '../support/server-process';

const problem = process.env.DATABASE_URL ? undefined : 'DATABASE_URL is not set';

const SCRIPT = {
  scriptName: 'Gap Fill Hunter',
  scriptDescription: 'Fades opening gaps smaller than 1% back to the previous close.',
  scriptImageUrl: '/scripts/opening-range-breakout.svg',
  platform: 'ThinkOrSwim',
  application: 'Stocks',
  price: '0',
  brokerage: 'Charles Schwab',
  createdOn: '2026-03-01',
  contentLink: 'https://example.com/gap-fill',
};

/**
 * Each server process holds the catalogue in memory (issue 34). A change written by a third
 * process, the operator's `npm run catalog` on the same PostgreSQL, is in the next answer of
 * both, the store list and a script's details alike.
 */
describe.skipIf(problem)(
  `the store of two server processes on one PostgreSQL${problem ? ` (skipped: ${problem})` : ''}`,
  () => {
    let database: Awaited<ReturnType<typeof createScratchDatabase>>;
    let sink: SmtpSink;
    let servers: ServerProcess[] = [];

    beforeAll(async () => {
      database = await createScratchDatabase();
      sink = await startSmtpSink();
      const env = { DATABASE_URL: database.url, SMTP_URL: sink.url };
      servers = await Promise.all([startServer(env), startServer(env)]);
    });

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await sink?.stop();
      await database?.drop();
    });

    /** `npm run catalog <action>` with that JSON, in a process of its own. */
    async function catalog(action: string, json: object) {
      const folder = mkdtempSync(join(tmpdir(), 'catalog-'));
      writeFileSync(join(folder, 'scripts.json'), JSON.stringify(json));
      const result = await runCliProcess('catalog.ts', [action, 'scripts.json'], {
        env: { DATABASE_URL: database.url },
        cwd: folder,
      });
      expect(result).toMatchObject({ code: 0, stderr: '' });
    }

    it("sees the operator's add, update and remove on the next request of each", async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const email = 'store-reader@example.com';
      expect((await sendRegistrationCode(a.url, email)).status).toBe(200);
      expect((await register(a.url, email, codeIn((await sink.waitFor(email)).text))).status).toBe(
        200,
      );
      const token = String((await login(b.url, email)).body.authToken);
      const names = async (server: ServerProcess) => {
        const page = await request(server.url, 'GET', '/api/v2/store/script?limit=50', { token });
        return (page.body as unknown as Array<{ scriptName: string }>).map(
          (script) => script.scriptName,
        );
      };
      const detail = (server: ServerProcess) =>
        request(
          server.url,
          'GET',
          `/api/v2/store/script/details/${encodeURIComponent(SCRIPT.scriptName)}`,
          { token },
        );
      // Both have read the catalogue before the change: what they hold is the old one.
      expect(await names(a)).not.toContain(SCRIPT.scriptName);
      expect((await detail(b)).status).toBe(404);

      await catalog('add', [SCRIPT]);
      expect(await names(a)).toContain(SCRIPT.scriptName);
      expect(await names(b)).toContain(SCRIPT.scriptName);

      await catalog('update', [{ scriptName: SCRIPT.scriptName, scriptDescription: 'Updated.' }]);
      for (const server of [a, b]) {
        const answer = await detail(server);
        expect(answer.status).toBe(200);
        expect(answer.body.scriptDescription).toBe('Updated.');
      }

      await catalog('remove', [{ scriptName: SCRIPT.scriptName }]);
      for (const server of [a, b]) {
        expect((await detail(server)).status).toBe(404);
        expect(await names(server)).not.toContain(SCRIPT.scriptName);
      }
    }, 120_000);
  },
);
