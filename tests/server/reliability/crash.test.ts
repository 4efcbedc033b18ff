import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashCode } from '../../../server/domain/secrets';
import { type SmtpSink, startSmtpSink } from '../../e2e/support/smtp-sink';
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
import { brokenWriteRules, checkoutEvent, rows } from '../support/write-invariants';

/**
 * The burst stays under the per-address limits of one process (all requests come from
 * 127.0.0.1): 30 code sends an hour (12 sign-ups and 8 buyers prepared, 8 codes in the burst),
 * 10 support messages an hour; one custom request per buyer (5 an hour each).
 */
const BURST = {
  registrations: 12,
  codeSends: 8,
  supportMessages: 9,
  customRequests: 6,
  checkouts: 8,
};
/** The server is killed once this share of the burst was acknowledged. */
const KILL_AFTER_SHARE = 0.3;
/** Writes leave one after another at this pace, so the kill finds some done and some under way. */
const STAGGER_MS = 25;
const SUPPORT_ADDRESS = 'support@signalhand.io';
const PAID_SCRIPT = 'EMA Crossover Pro';

type Write = {
  kind: 'registration' | 'code' | 'support' | 'custom' | 'checkout';
  /** The e-mail (registration, code, support), the request's name or the checkout id it writes. */
  key: string;
  send(base: string): Promise<LiveAnswer>;
  /** A 2xx, or the checkout's 303 back to the site (a refusal is an error page). */
  acknowledged(answer: LiveAnswer): boolean;
  outcome?: 'acknowledged' | 'refused' | 'lost';
};

const ok = (answer: LiveAnswer) => answer.status === 200;
const completeCheckout = (id: string) => (base: string) =>
  request(base, 'POST', `/api/v2/payment/test-checkout/${id}`, { form: { decision: 'complete' } });

for (const { kind, skip } of serverDatabases) {
  describe.skipIf(skip)(
    `a server killed with SIGKILL mid-burst, on ${kind}${skip ? ` (skipped: ${skip})` : ''}`,
    () => {
      let storage: Storage;
      let sink: SmtpSink;
      let server: ServerProcess | undefined;
      const env = () => ({ ...storage.env, SMTP_URL: sink.url });

      beforeAll(async () => {
        storage = await createStorage(kind);
        sink = await startSmtpSink();
      });
      afterAll(async () => {
        await server?.stop();
        await sink?.stop();
        await storage?.remove();
      });

      /** Signs up through the API; answers the code sent (or the session, once registered). */
      async function codeFor(base: string, email: string) {
        expect((await sendRegistrationCode(base, email)).status).toBe(200);
        return codeIn((await sink.waitFor(email)).text);
      }

      /** Starts a checkout for the customer and answers its id (from the test page's address). */
      async function openCheckout(base: string, path: string) {
        const answer = await request(base, 'GET', path);
        expect(answer.status).toBe(303);
        const id = /\/test-checkout\/([0-9a-f-]{36})$/.exec(answer.location ?? '')?.[1];
        if (!id) throw new Error(`no test checkout in ${answer.location}`);
        return id;
      }

      /** Everything the burst needs that is not part of it: codes, customers, open checkouts. */
      async function prepareBurst(base: string): Promise<Write[]> {
        const run = `${kind}-${Date.now()}`;
        const signUps = Array.from(
          { length: BURST.registrations },
          (_, index) => `burst-${index}-${run}@example.com`,
        );
        const codes = await Promise.all(signUps.map((email) => codeFor(base, email)));
        const buyers = Array.from(
          { length: BURST.checkouts },
          (_, index) => `buyer-${index}-${run}@example.com`,
        );
        const tokens = await Promise.all(
          buyers.map(async (email) => {
            const answer = await register(base, email, await codeFor(base, email));
            expect(answer.status).toBe(200);
            return String(answer.body.authToken);
          }),
        );
        const checkouts = await Promise.all(
          buyers.map((emailAddress, index) =>
            openCheckout(
              base,
              index % 2 === 0
                ? `/api/v2/payment/subscription/checkout-session?${new URLSearchParams({
                    priceId: 'price_local_monthly',
                    emailAddress,
                    returnUrl: '/customer/accounts',
                  })}`
                : `/api/v2/payment/checkout-session?${new URLSearchParams({
                    emailAddress,
                    product: PAID_SCRIPT,
                  })}`,
            ),
          ),
        );
        const registrations: Write[] = signUps.map((email, index) => ({
          kind: 'registration' as const,
          key: email,
          send: (url: string) => register(url, email, codes[index] ?? ''),
          acknowledged: ok,
        }));
        const codeSends: Write[] = Array.from({ length: BURST.codeSends }, (_, index) => {
          const email = `code-${index}-${run}@example.com`;
          return {
            kind: 'code' as const,
            key: email,
            send: (url: string) => sendRegistrationCode(url, email),
            acknowledged: ok,
          };
        });
        const messages: Write[] = Array.from({ length: BURST.supportMessages }, (_, index) => {
          const email = `support-${index}-${run}@example.com`;
          return {
            kind: 'support' as const,
            key: email,
            send: (url: string) =>
              request(url, 'POST', '/api/v2/customer/support', {
                json: {
                  firstName: 'Grace',
                  lastName: 'Hopper',
                  emailAddress: email,
                  phoneCode: '+1',
                  phoneNumber: '555 010 2030',
                  reasonToContact: `Message ${index}: the installer asks for a licence key.`,
                },
              }),
            acknowledged: ok,
          };
        });
        const customs: Write[] = tokens.slice(0, BURST.customRequests).map((token, index) => {
          const name = `Crash request ${index} ${run}`;
          return {
            kind: 'custom' as const,
            key: name,
            send: (url: string) =>
              request(url, 'POST', '/api/v2/store/script/custom', {
                token,
                json: {
                  name,
                  description: 'Fade opening gaps back to the previous close.',
                  platform: 'TradingView',
                  phoneNumber: '555 010 2030',
                },
              }),
            acknowledged: ok,
          };
        });
        const completions: Write[] = checkouts.map((id) => ({
          kind: 'checkout' as const,
          key: id,
          send: completeCheckout(id),
          acknowledged: (answer: LiveAnswer) => answer.status === 303,
        }));
        // Support messages (a stored row and two mails each) are the slowest, so they lead;
        // the other kinds follow in turns, and are still arriving when the first messages are
        // answered.
        const turns = Math.max(registrations.length, codeSends.length, customs.length);
        return [
          ...messages,
          ...Array.from({ length: turns }, (_, turn) => [
            registrations[turn],
            completions[turn],
            codeSends[turn],
            customs[turn],
          ]).flat(),
        ].filter((write): write is Write => write !== undefined);
      }

      /**
       * Fires the writes in quick succession and kills the server once enough were acknowledged,
       * every kind among them. Answers the number of writes under way at that moment.
       */
      async function burstAndKill(target: ServerProcess, writes: Write[]) {
        const kinds = new Set(writes.map((write) => write.kind));
        const killAfter = Math.ceil(writes.length * KILL_AFTER_SHARE);
        const acknowledged = () => writes.filter((write) => write.outcome === 'acknowledged');
        let killed: Promise<void> | undefined;
        let inFlightAtKill = 0;
        const under = new Set<Write>();
        // Checked as each write leaves and as each is answered, and only with one under way: on a
        // loaded machine the last kind's first answer can come when nothing else is in flight.
        const killOnceEnoughAcknowledged = () => {
          const done = acknowledged();
          const everyKind = [...kinds].every((kind) => done.some((each) => each.kind === kind));
          if (!killed && under.size > 0 && done.length >= killAfter && everyKind) {
            inFlightAtKill = under.size;
            killed = target.kill();
          }
        };
        await Promise.all(
          writes.map(async (write, index) => {
            await new Promise((resolve) => setTimeout(resolve, index * STAGGER_MS));
            if (killed) return;
            under.add(write);
            killOnceEnoughAcknowledged();
            let answer: LiveAnswer;
            try {
              answer = await write.send(target.url);
            } catch {
              write.outcome = 'lost';
              return;
            } finally {
              under.delete(write);
            }
            if (!write.acknowledged(answer)) {
              write.outcome = 'refused';
              throw new Error(
                `${write.kind} refused: ${answer.status} ${JSON.stringify(answer.body)}`,
              );
            }
            write.outcome = 'acknowledged';
            killOnceEnoughAcknowledged();
          }),
        );
        await killed;
        return inFlightAtKill;
      }

      it('keeps every acknowledged write, half-writes none, and serves again after a restart', async () => {
        server = await startServer(env());
        const writes = await prepareBurst(server.url);
        const inFlight = await burstAndKill(server, writes);
        const acked = (type: Write['kind']) =>
          writes.filter((write) => write.kind === type && write.outcome === 'acknowledged');
        const ofKind = (type: Write['kind']) => writes.filter((write) => write.kind === type);
        // The kill came mid-burst: some writes answered, some were still on their way.
        expect(inFlight).toBeGreaterThan(0);
        expect(writes.filter((write) => write.outcome === 'lost').length).toBeGreaterThan(0);

        // 1. Restarted on the same data (for PGlite, its start is the crash recovery), it serves.
        server = await startServer(env());
        const someone = acked('registration')[0];
        if (someone) {
          const signedIn = await login(server.url, someone.key);
          expect(signedIn.status).toBe(200);
          const token = String(signedIn.body.authToken);
          const subscription = await request(server.url, 'GET', '/api/v2/payment/subscription', {
            token,
          });
          expect(subscription.status).toBe(200);
        }
        // The sender takes due mails oldest first, one at a time: once the code of this newcomer,
        // queued after the restart, has arrived, every mail the crash left pending went out.
        const newcomer = `after-crash-${kind}@example.com`;
        const newcomerCode = await codeFor(server.url, newcomer);
        expect((await register(server.url, newcomer, newcomerCode)).status).toBe(200);
        // A customer who saw no answer submits again: it completes once, or says it is done.
        for (const write of ofKind('checkout')) {
          expect([303, 409]).toContain((await write.send(server.url)).status);
        }
        await server.stop();
        server = undefined;

        // 2. The data: what was acknowledged is there, and what belongs together is together.
        const stored = await storage.open();
        const db = stored.db;
        try {
          expect(await brokenWriteRules(db)).toEqual({});

          const emails = async (query: SQL) =>
            new Set((await rows<{ email: string }>(db, query)).map((row) => row.email));
          const users = await emails(sql`SELECT email_address AS email FROM users`);
          const liveCodes = await emails(
            sql`SELECT email_address AS email FROM verification_codes WHERE purpose = 'REGISTRATION'`,
          );
          for (const write of acked('registration')) expect(users.has(write.key)).toBe(true);
          // Each sign-up happened whole (account, code used up) or not at all (code left).
          for (const write of ofKind('registration')) {
            expect(users.has(write.key)).not.toBe(liveCodes.has(write.key));
          }

          // 3. The mails: each that was queued went out, at least once.
          const messages = await rows<{ id: string; email: string }>(
            db,
            sql`SELECT id, email_address AS email FROM support_messages`,
          );
          const mailedToSupport = (id: string) =>
            sink.mails.some((mail) => mail.to.includes(SUPPORT_ADDRESS) && mail.text.includes(id));
          const mailedTo = (address: string) =>
            sink.mails.filter((mail) => mail.to.includes(address));
          for (const write of acked('support')) {
            const message = messages.filter((each) => each.email === write.key);
            expect(message).toHaveLength(1);
            expect(mailedTo(write.key)).not.toHaveLength(0);
          }
          // Stored means mailed, acknowledged or not: the crash no longer loses the mail.
          for (const message of messages) expect(mailedToSupport(message.id)).toBe(true);

          const requests = await rows<{ id: string; name: string }>(
            db,
            sql`SELECT id, name FROM custom_script_requests`,
          );
          for (const write of acked('custom')) {
            expect(requests.filter((each) => each.name === write.key)).toHaveLength(1);
          }
          for (const stored of requests) expect(mailedToSupport(stored.id)).toBe(true);

          // Every live code reached its address: the code in the mail is the one stored.
          const liveCodeHashes = await rows<{ email: string; hash: string }>(
            db,
            sql`SELECT email_address AS email, code_hash AS hash FROM verification_codes
                WHERE purpose = 'REGISTRATION'`,
          );
          for (const write of acked('code')) expect(liveCodes.has(write.key)).toBe(true);
          for (const { email, hash } of liveCodeHashes) {
            const mailed = mailedTo(email).map((mail) =>
              hashCode(email, 'REGISTRATION', codeIn(mail.text)),
            );
            expect(mailed).toContain(hash);
          }

          // At least once, not exactly once: the mail being sent at the kill may have reached
          // the mail server before its row said so; it goes again after the restart, with the
          // same Message-ID. The sender sends one mail at a time, so at most one goes twice.
          const outbox = await rows<{ id: string; status: string }>(
            db,
            sql`SELECT id, status FROM mail_outbox`,
          );
          const copies = new Map<string, number>();
          for (const mail of sink.mails) {
            const id = /^<([0-9a-f-]{36})@/.exec(mail.messageId)?.[1] ?? mail.messageId;
            copies.set(id, (copies.get(id) ?? 0) + 1);
          }
          expect(outbox.filter((mail) => mail.status !== 'sent')).toEqual([]);
          for (const mail of outbox) expect(copies.get(mail.id) ?? 0).toBeGreaterThanOrEqual(1);
          expect(new Set(copies.keys())).toEqual(new Set(outbox.map((mail) => mail.id)));
          const twice = [...copies.values()].filter((count) => count > 1).length;
          expect(twice).toBeLessThanOrEqual(1);

          // Every checkout is paid now, exactly once, however the crash and the retry fell.
          for (const write of ofKind('checkout')) {
            const [purchases] = await rows<{ n: number }>(
              db,
              sql`SELECT count(*)::int AS n FROM purchases WHERE provider_ref = ${checkoutEvent(write.key)}`,
            );
            expect(purchases?.n).toBe(1);
          }

          const summary = (['registration', 'code', 'support', 'custom', 'checkout'] as const)
            .map((type) => `${type} ${acked(type).length}/${ofKind(type).length}`)
            .join(', ');
          const lost = writes.filter((write) => write.outcome === 'lost').length;
          console.info(
            `crash on ${kind}: acknowledged ${summary}; ${inFlight} in flight at the kill, ` +
              `${lost} without an answer; ${outbox.length} mails sent, ${twice} of them twice`,
          );
        } finally {
          await stored.close();
        }
      }, 120_000);
    },
  );
}
