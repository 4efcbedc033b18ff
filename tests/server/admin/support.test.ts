import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, supportMessages } from '../../../server/db/schema';
import { type AdminSupportDetail, endpoints } from '../../../src/services/contract';
import { signUpAdmin } from '../support/admin';
import { bearer, call, fromAddress, type TestApp } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { resetWithSeed, storePaths } from '../support/portal';
import { buildTestApp } from '../support/test-app';

const OPERATOR = 'operator@example.com';
const GRACE = 'grace@example.com';
const MINUTE = 60_000;

const supportPath = `${endpoints.admin}/support`;
const messagePath = (id: string) => `${supportPath}/${id}`;

const contact = (overrides: Record<string, string> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  emailAddress: GRACE,
  phoneCode: '+1',
  phoneNumber: '555 010 4040',
  reasonToContact: 'My ThinkOrSwim script does not click the buy button.',
  ...overrides,
});

describe.each(databaseKinds)('support in the console on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetWithSeed });
  let app: TestApp;
  let operator: string;

  beforeEach(async () => {
    app = buildTestApp(database);
    operator = (await signUpAdmin(app, database, OPERATOR)).authToken;
  });

  /** A message through the contact form; answers its id. */
  async function graceWrites(overrides: Record<string, string> = {}) {
    const answer = await call(
      app,
      'POST',
      storePaths.support,
      contact(overrides),
      fromAddress('198.51.100.9'),
    );
    expect(answer.status).toBe(200);
    const rows = await database.db
      .select()
      .from(supportMessages)
      .orderBy(asc(supportMessages.createdAt));
    const row = rows.at(-1);
    if (!row) throw new Error('the message was not stored');
    return row.id;
  }

  const reply = (id: string, body: unknown) =>
    call(app, 'POST', messagePath(id), body, bearer(operator));
  const setStatus = (id: string, status: string) =>
    call(app, 'PATCH', messagePath(id), { status }, bearer(operator));
  const detail = async (id: string) => {
    const answer = await call(app, 'GET', messagePath(id), undefined, bearer(operator));
    expect(answer.status).toBe(200);
    return answer.body as AdminSupportDetail;
  };

  it('mails a reply to the sender, keeps it in the thread in order, and marks the message answered', async () => {
    const id = await graceWrites();
    expect((await detail(id)).status).toBe('open');

    app.clock.advance(MINUTE);
    const first = await reply(id, { body: 'Thank you, Grace.\n\nPlease send us your log file.' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'answered', replyCount: 1 });
    app.clock.advance(MINUTE);
    expect((await reply(id, { body: 'Did the new version help?' })).status).toBe(200);

    const thread = await detail(id);
    expect(thread.replies.map((entry) => [entry.body, entry.authorEmail])).toEqual([
      ['Thank you, Grace.\n\nPlease send us your log file.', OPERATOR],
      ['Did the new version help?', OPERATOR],
    ]);
    expect((thread.replies[0]?.createdAt ?? '') < (thread.replies[1]?.createdAt ?? '')).toBe(true);

    await app.outbox.drain();
    const mails = app.mail.sent.filter((mail) => mail.to === GRACE);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'We received your message · SignalHand',
      'Re: your message to SignalHand',
      'Re: your message to SignalHand',
    ]);
    expect(mails[1]?.text).toContain('Please send us your log file.');
    expect(mails[1]?.text).toContain(
      'Your message: My ThinkOrSwim script does not click the buy button.',
    );
    expect(mails[1]?.html).toContain(
      '<p style="margin:0 0 16px">Please send us your log file.</p>',
    );

    const audit = await database.db.select().from(auditLog).orderBy(asc(auditLog.createdAt));
    expect(audit.map((entry) => [entry.action, entry.actorEmail, entry.targetId])).toEqual([
      ['support.reply', OPERATOR, id],
      ['support.reply', OPERATOR, id],
    ]);
    expect(audit[0]).toMatchObject({
      before: { status: 'open' },
      after: { status: 'answered', reply: 'Thank you, Grace.\n\nPlease send us your log file.' },
    });
  });

  it('closes and reopens a message; a closed one takes no reply', async () => {
    const id = await graceWrites();
    expect((await setStatus(id, 'closed')).body).toMatchObject({ status: 'closed' });
    const again = await setStatus(id, 'closed');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This message is closed already.');
    const refused = await reply(id, { body: 'Hello?' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This message is closed. Reopen it to reply.');

    expect((await setStatus(id, 'open')).body).toMatchObject({ status: 'open' });
    expect((await setStatus(id, 'open')).status).toBe(409);
    expect((await reply(id, { body: 'Hello again.' })).body).toMatchObject({ status: 'answered' });
    expect((await setStatus(id, 'answered')).status).toBe(422);

    const audit = await database.db.select().from(auditLog).orderBy(asc(auditLog.createdAt));
    expect(audit.map((entry) => entry.action)).toEqual([
      'support.close',
      'support.reopen',
      'support.reply',
    ]);
    expect(audit[0]).toMatchObject({ before: { status: 'open' }, after: { status: 'closed' } });
  });

  it('checks a reply, and answers 404 for an unknown message', async () => {
    const id = await graceWrites();
    expect((await reply(id, { body: ' ' })).status).toBe(422);
    expect((await reply(id, { body: 'x'.repeat(5001) })).body.message).toBe(
      'The reply is too long',
    );
    expect((await reply('00000000-0000-4000-8000-000000000000', { body: 'Hi' })).status).toBe(404);
    expect((await call(app, 'GET', messagePath('nope'), undefined, bearer(operator))).status).toBe(
      404,
    );
    expect((await detail(id)).replies).toEqual([]);
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });

  it('lists the inbox with search, a status filter and pages', async () => {
    const first = await graceWrites();
    app.clock.advance(MINUTE);
    await graceWrites({
      firstName: 'Alan',
      emailAddress: 'alan@example.com',
      reasonToContact: 'Where is my invoice?',
    });
    await reply(first, { body: 'Fixed.' });

    const list = async (query: string) => {
      const answer = await call(app, 'GET', `${supportPath}${query}`, undefined, bearer(operator));
      expect(answer.status).toBe(200);
      const body = answer.body as {
        items: Array<{ emailAddress: string; replyCount: number }>;
        total: number;
      };
      return [body.items.map((item) => `${item.emailAddress}:${item.replyCount}`), body.total];
    };
    expect(await list('')).toEqual([['alan@example.com:0', `${GRACE}:1`], 2]);
    expect(await list('?status=answered')).toEqual([[`${GRACE}:1`], 1]);
    expect(await list('?search=invoice')).toEqual([['alan@example.com:0'], 1]);
    expect(await list('?order=asc&pageSize=1&page=2')).toEqual([['alan@example.com:0'], 2]);
  });
});
