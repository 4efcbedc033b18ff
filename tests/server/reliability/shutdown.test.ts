import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../e2e/support/smtp-sink';
import { startOpenAiStandIn } from '../../support/openai-stand-in';
import { runCliProcess } from '../support/cli-process';
import {
  codeIn,
  type LiveAnswer,
  login,
  register,
  request,
  sendRegistrationCode,
} from '../support/live-api';
import { type ServerProcess, startServer } from '../support/server-process';
import { createStorage, type Storage, serverDatabases } from '../support/server-storage';
import { rows } from '../support/write-invariants';

/** Chat messages under way at the stop: under the chat's limit of 10 a minute per customer. */
const BURST = 8;
/** The model stand-in holds every reply this long, so the whole burst is provably under way. */
const MODEL_DELAY_MS = 3_000;

for (const { kind, skip } of serverDatabases) {
  describe.skipIf(skip)(
    `a server stopped with SIGTERM mid-burst, on ${kind}${skip ? ` (skipped: ${skip})` : ''}`,
    () => {
      let storage: Storage;
      let sink: SmtpSink;
      let model: Awaited<ReturnType<typeof startOpenAiStandIn>>;
      let server: ServerProcess | undefined;

      beforeAll(async () => {
        [storage, sink, model] = await Promise.all([
          createStorage(kind),
          startSmtpSink(),
          startOpenAiStandIn(),
        ]);
      });
      afterAll(async () => {
        await server?.stop();
        await Promise.all([sink?.stop(), model?.stop()]);
        await storage?.remove();
      });

      it('stops taking connections, answers every request under way, then closes, losing nothing', async () => {
        const env = { ...storage.env, SMTP_URL: sink.url, AI_BASE_URL: model.baseUrl };
        server = await startServer(env);
        const base = server.url;
        const email = `stop-${kind}@example.com`;
        expect((await sendRegistrationCode(base, email)).status).toBe(200);
        const code = codeIn((await sink.waitFor(email)).text);
        expect((await register(base, email, code)).status).toBe(200);
        // The chat is for Pro customers and admins.
        expect((await runCliProcess('admin.ts', ['promote', email], { env })).code).toBe(0);
        const token = String((await login(base, email)).body.authToken);

        model.answerWith({ kind: 'slow', delayMs: MODEL_DELAY_MS, content: 'A reply.' });
        const chats: Array<Promise<LiveAnswer>> = Array.from({ length: BURST }, (_, index) =>
          request(base, 'POST', '/api/v2/ai/chat', {
            token,
            json: { message: `Message ${index}: an RSI script, please.` },
          }),
        );
        // Every message has reached the model: all are under way inside the server.
        const deadline = Date.now() + 20_000;
        while (model.requests.length < BURST && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(model.requests).toHaveLength(BURST);
        const stopping = server;
        server = undefined;
        stopping.signal('SIGTERM');

        // Meanwhile a new connection is refused (while the burst still waits for the model).
        let firstAnswerAt = Number.POSITIVE_INFINITY;
        const answered = Promise.allSettled(
          chats.map((chat) =>
            chat.finally(() => (firstAnswerAt = Math.min(firstAnswerAt, Date.now()))),
          ),
        );
        let refusedAt = Number.POSITIVE_INFINITY;
        while (
          refusedAt === Number.POSITIVE_INFINITY &&
          firstAnswerAt === Number.POSITIVE_INFINITY
        ) {
          try {
            await fetch(`${base}/api/health`);
            await new Promise((resolve) => setTimeout(resolve, 50));
          } catch {
            refusedAt = Date.now();
          }
        }
        expect(refusedAt).toBeLessThan(firstAnswerAt);

        // Every message of the burst got its reply; none was reset.
        const outcomes = await answered;
        const statuses = outcomes.map((outcome) =>
          outcome.status === 'fulfilled'
            ? outcome.value.status
            : String((outcome.reason as Error).cause ?? outcome.reason),
        );
        expect(statuses).toEqual(Array.from({ length: BURST }, () => 200));
        // ...each telling its client not to send another request on that connection.
        for (const outcome of outcomes) {
          if (outcome.status === 'fulfilled') {
            expect(outcome.value.headers.get('connection')).toBe('close');
          }
        }
        expect(await stopping.exited).toEqual({ code: 0, signal: null });

        // Each acknowledged exchange was written before the database closed.
        const stored = await storage.open();
        try {
          const [exchanges] = await rows<{ n: number }>(
            stored.db,
            sql`SELECT count(*)::int AS n FROM chat_exchanges`,
          );
          expect(exchanges?.n).toBe(BURST);
        } finally {
          await stored.close();
        }
      }, 90_000);
    },
  );
}
