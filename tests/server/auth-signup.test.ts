import { beforeEach, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../../server/db/schema';
import { retryDelayMs } from '../../server/domain/mail-sender';
import { roles } from '../../src/services/contract';
import {
  call,
  codeSentTo,
  fromAddress,
  login,
  paths,
  registration,
  sendRegistrationCode,
  signUp,
  snapshot,
  type TestApp,
  truncateAll,
} from './support/auth';
import { databaseKinds, suiteDatabase } from './support/databases';
import { buildTestApp } from './support/test-app';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A six-digit code that is not the given one. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(databaseKinds)('sign-up with an e-mailed code on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: truncateAll });
  let app: TestApp;

  beforeEach(async () => {
    app = buildTestApp(database);
  });

  const check = (emailAddress: string, verificationCode: string, headers = {}) =>
    call(app, 'POST', paths.verification, { emailAddress, verificationCode }, headers);
  const register = (body: object, headers = {}) => call(app, 'POST', paths.register, body, headers);

  describe('sending a code', () => {
    it('mails a six-digit code in a short text and HTML message with the brand, and stores only its hash', async () => {
      const answer = await sendRegistrationCode(app, '  Ada@Example.com ');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true });
      await app.outbox.drain();
      expect(app.mail.sent).toHaveLength(1);
      const mail = app.mail.sent[0];
      expect(mail?.to).toBe('ada@example.com');
      expect(mail?.subject).toBe('Your SignalHand verification code');
      expect(mail?.text).toMatch(/^Hello Ada,/);
      expect(mail?.text).toContain('valid for 15 minutes');
      const code = await codeSentTo(app, 'ada@example.com');
      expect(mail?.html).toContain(code);
      expect(mail?.html).toContain('SignalHand');
      const rows = await database.db.select().from(verificationCodes);
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(code);
      expect(rows[0]).toMatchObject({ emailAddress: 'ada@example.com', purpose: 'REGISTRATION' });
    });

    it('escapes names in the HTML mail', async () => {
      await call(app, 'POST', paths.verification, {
        emailAddress: 'ada@example.com',
        firstName: '<b>Ada</b>',
        lastName: 'L',
        type: 'REGISTRATION',
      });
      await app.outbox.drain();
      expect(app.mail.sent[0]?.html).toContain('&lt;b&gt;Ada&lt;/b&gt;');
      expect(app.mail.sent[0]?.html).not.toContain('<b>Ada</b>');
    });

    it('refuses an address that already has an account', async () => {
      await signUp(app, 'ada@example.com');
      const answer = await sendRegistrationCode(app, 'ADA@example.com');
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        message: 'This email address already exists in the system.',
        errors: { emailAddress: 'This email address already exists in the system.' },
      });
    });

    it('sends a new code at most every 60 seconds per address, saying when', async () => {
      await sendRegistrationCode(app, 'ada@example.com');
      app.clock.advance(45 * SECOND);
      const early = await sendRegistrationCode(app, 'ada@example.com');
      expect(early.status).toBe(429);
      expect(early.body).toEqual({
        message: 'A code was sent a moment ago. Please try again in 15 seconds.',
        retryAfterSeconds: 15,
      });
      expect(early.headers.get('retry-after')).toBe('15');
      await app.outbox.drain();
      expect(app.mail.sent).toHaveLength(1);
      app.clock.advance(15 * SECOND);
      expect((await sendRegistrationCode(app, 'ada@example.com')).status).toBe(200);
    });

    it('keeps one live code per address: a new send replaces the old code', async () => {
      await sendRegistrationCode(app, 'ada@example.com');
      const first = await codeSentTo(app, 'ada@example.com');
      app.clock.advance(MINUTE);
      await sendRegistrationCode(app, 'ada@example.com');
      const second = await codeSentTo(app, 'ada@example.com');
      expect(await database.db.select().from(verificationCodes)).toHaveLength(1);
      if (first !== second) {
        expect((await check('ada@example.com', first)).body).toMatchObject({ valid: false });
      }
      expect((await check('ada@example.com', second)).body).toEqual({ valid: true });
    });

    it('sends at most 10 codes a day to one address', async () => {
      for (let send = 0; send < 10; send += 1) {
        expect((await sendRegistrationCode(app, 'ada@example.com')).status).toBe(200);
        app.clock.advance(MINUTE);
      }
      const eleventh = await sendRegistrationCode(app, 'ada@example.com');
      expect(eleventh.status).toBe(429);
      expect(eleventh.body.message).toBe(
        'Too many codes were sent to this e-mail address today. Please try again in 24 hours.',
      );
      // The first of the ten leaves the 24-hour window ten minutes before the others.
      app.clock.advance(24 * HOUR - 10 * MINUTE);
      expect((await sendRegistrationCode(app, 'ada@example.com')).status).toBe(200);
    });

    it('limits sends per client address', async () => {
      const client = fromAddress('203.0.113.7');
      for (let send = 0; send < 30; send += 1) {
        const answer = await call(
          app,
          'POST',
          paths.verification,
          {
            emailAddress: `p${send}@example.com`,
            firstName: 'A',
            lastName: 'B',
            type: 'REGISTRATION',
          },
          client,
        );
        expect(answer.status).toBe(200);
      }
      const blocked = await call(
        app,
        'POST',
        paths.verification,
        { emailAddress: 'p@example.com', firstName: 'A', lastName: 'B', type: 'REGISTRATION' },
        client,
      );
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(
        'Too many requests from your network. Please try again in 1 hour.',
      );
    });

    it('answers success once the code and its mail are stored, and the outbox retries a refused mail', async () => {
      app.mail.failNext();
      const sent = await sendRegistrationCode(app, 'ada@example.com');
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ success: true });
      await app.outbox.drain();
      expect(app.mail.sent).toEqual([]);
      // The next try comes after the backoff; the code in it is the one stored.
      app.clock.advance(retryDelayMs(1));
      const code = await codeSentTo(app, 'ada@example.com');
      expect((await register(registration('ada@example.com', code))).status).toBe(200);
    });
  });

  describe('checking a code', () => {
    it('says whether the code is right without using it up', async () => {
      await sendRegistrationCode(app, 'ada@example.com');
      const code = await codeSentTo(app, 'ada@example.com');
      expect((await check('ada@example.com', code)).body).toEqual({ valid: true });
      expect((await check(' ADA@example.com', code)).body).toEqual({ valid: true });
      expect((await check('ada@example.com', otherCode(code))).body).toEqual({
        valid: false,
        message: 'Invalid verification code.',
      });
      expect((await register(registration('ada@example.com', code))).status).toBe(200);
    });

    it('answers valid: false when no code was sent', async () => {
      expect((await check('ada@example.com', '123456')).body).toEqual({
        valid: false,
        message: 'Invalid verification code.',
      });
    });

    it('answers valid: false with the reason once the code has expired (15 minutes)', async () => {
      await sendRegistrationCode(app, 'ada@example.com');
      const code = await codeSentTo(app, 'ada@example.com');
      app.clock.advance(15 * MINUTE - 1);
      expect((await check('ada@example.com', code)).body).toEqual({ valid: true });
      app.clock.advance(1);
      expect((await check('ada@example.com', code)).body).toEqual({
        valid: false,
        message: 'This verification code has expired. Please request a new one.',
      });
    });

    it('kills the code after 5 wrong tries, even the right one, until a new code is sent', async () => {
      await sendRegistrationCode(app, 'ada@example.com');
      const code = await codeSentTo(app, 'ada@example.com');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await check('ada@example.com', otherCode(code))).body).toMatchObject({
          valid: false,
        });
      }
      app.clock.advance(20 * SECOND);
      const dead = await check('ada@example.com', code);
      expect(dead.status).toBe(429);
      expect(dead.body).toEqual({
        message: 'Too many incorrect codes. Please request a new verification code in 40 seconds.',
        retryAfterSeconds: 40,
      });
      expect(dead.headers.get('retry-after')).toBe('40');
      expect((await register(registration('ada@example.com', code))).status).toBe(429);
      app.clock.advance(40 * SECOND);
      expect((await check('ada@example.com', code)).body).toMatchObject({
        message: 'Too many incorrect codes. Please request a new verification code.',
      });
      await sendRegistrationCode(app, 'ada@example.com');
      expect(
        (await check('ada@example.com', await codeSentTo(app, 'ada@example.com'))).body,
      ).toEqual({
        valid: true,
      });
    });

    it('does not accept a sign-up code as a reset code, or the other way round', async () => {
      await sendRegistrationCode(app, 'ada@example.com');
      const code = await codeSentTo(app, 'ada@example.com');
      const asReset = await call(app, 'POST', paths.verification, {
        emailAddress: 'ada@example.com',
        verificationCode: code,
        type: 'PASSWORD_RESET',
      });
      expect(asReset.body).toMatchObject({ valid: false });
      const forOther = await check('bob@example.com', code);
      expect(forOther.body).toMatchObject({ valid: false });
    });

    it('limits checks per client address', async () => {
      const client = fromAddress('203.0.113.8');
      for (let attempt = 0; attempt < 60; attempt += 1) {
        expect((await check(`p${attempt}@example.com`, '123456', client)).status).toBe(200);
      }
      expect((await check('p@example.com', '123456', client)).status).toBe(429);
    });
  });

  describe('registering', () => {
    it('creates the account, answers a session and a message, and uses up the code', async () => {
      await sendRegistrationCode(app, 'ada@example.com');
      const code = await codeSentTo(app, 'ada@example.com');
      const answer = await register(registration(' Ada@Example.com ', code));
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        message: 'Your account has been created.',
        expiresIn: app.clock.now() + 12 * HOUR,
        user: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          emailAddress: 'ada@example.com',
          roles: [],
        },
      });
      const [user] = await database.db.select().from(users);
      expect(user).toMatchObject({ referrerDetails: 'A friend', emailAddress: 'ada@example.com' });
      expect(user?.termsAcceptedAt?.getTime()).toBe(app.clock.now());
      expect(await database.db.select().from(verificationCodes)).toEqual([]);

      const reuse = await register(registration('ada@example.com', code));
      expect(reuse.status).toBe(409);
      expect(await database.db.select().from(users)).toHaveLength(1);
      expect((await login(app, 'ada@example.com')).status).toBe(200);
    });

    it('ignores fields it does not know, such as roles (no mass assignment)', async () => {
      await sendRegistrationCode(app, 'ada@example.com');
      const answer = await register({
        ...registration('ada@example.com', await codeSentTo(app, 'ada@example.com')),
        roles: [roles.admin],
        id: '00000000-0000-0000-0000-000000000000',
        passwordHash: 'x',
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ user: { roles: [] } });
      const [user] = await database.db.select().from(users);
      expect(user?.roles).toEqual([]);
      expect(user?.id).not.toBe('00000000-0000-0000-0000-000000000000');
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('refuses a wrong code and counts it as a try', async () => {
      await sendRegistrationCode(app, 'ada@example.com');
      const code = await codeSentTo(app, 'ada@example.com');
      const before = await snapshot(database);
      const wrong = await register(registration('ada@example.com', otherCode(code)));
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Invalid verification code.');
      expect(await database.db.select().from(users)).toEqual([]);
      const [row] = await database.db.select().from(verificationCodes);
      expect(row?.failedAttempts).toBe(1);
      expect(await snapshot(database)).not.toEqual(before);
    });

    it('refuses an expired code with a message that says so', async () => {
      await sendRegistrationCode(app, 'ada@example.com');
      const code = await codeSentTo(app, 'ada@example.com');
      app.clock.advance(15 * MINUTE);
      const answer = await register(registration('ada@example.com', code));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: 'This verification code has expired. Please request a new one.',
        errors: {
          verificationCode: 'This verification code has expired. Please request a new one.',
        },
      });
      expect(await database.db.select().from(users)).toEqual([]);
    });

    it('refuses a reset code', async () => {
      await signUp(app, 'bob@example.com');
      app.clock.advance(MINUTE);
      await call(app, 'POST', paths.verification, {
        emailAddress: 'bob@example.com',
        type: 'PASSWORD_RESET',
      });
      const code = await codeSentTo(app, 'bob@example.com');
      await truncateAll(database);
      const answer = await register(registration('bob@example.com', code));
      expect(answer.status).toBe(400);
    });

    it('refuses an e-mail that got an account in the meantime, changing nothing', async () => {
      await sendRegistrationCode(app, 'ada@example.com');
      const code = await codeSentTo(app, 'ada@example.com');
      await database.db.insert(users).values({
        emailAddress: 'ada@example.com',
        passwordHash: 'x',
        firstName: 'Ada',
        lastName: 'Other',
      });
      const answer = await register(registration('ada@example.com', code));
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('This email address already exists in the system.');
      expect(await database.db.select().from(verificationCodes)).toHaveLength(1);
    });

    it('makes one account when the same code is used twice at once', async () => {
      await sendRegistrationCode(app, 'ada@example.com');
      const code = await codeSentTo(app, 'ada@example.com');
      const answers = await Promise.all([
        register(registration('ada@example.com', code)),
        register(registration('ada@example.com', code)),
      ]);
      // The loser finds either the account (409) or no code any more (400), by timing.
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(200);
      expect([400, 409]).toContain(statuses[1]);
      expect(await database.db.select().from(users)).toHaveLength(1);
    });

    it('needs the terms accepted and the password rule, with the spec messages', async () => {
      await sendRegistrationCode(app, 'ada@example.com');
      const code = await codeSentTo(app, 'ada@example.com');
      const noTerms = await register({
        ...registration('ada@example.com', code),
        termsAccepted: false,
      });
      expect(noTerms.status).toBe(422);
      expect(noTerms.body).toEqual({
        message: 'You must accept the terms',
        errors: { termsAccepted: 'You must accept the terms' },
      });
      const weak = await register({
        ...registration('ada@example.com', code),
        password: 'password1',
      });
      expect(weak.status).toBe(422);
      expect(weak.body).toEqual({
        message: 'Must include 8+ chars, uppercase, number',
        errors: { password: 'Must include 8+ chars, uppercase, number' },
      });
      // Refusals before the code is looked at cost no try.
      const [row] = await database.db.select().from(verificationCodes);
      expect(row?.failedAttempts).toBe(0);
    });
  });
});
