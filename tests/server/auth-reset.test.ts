import { beforeEach, describe, expect, it } from 'vitest';
import { sessions, users, verificationCodes } from '../../server/db/schema';
import {
  bearer,
  call,
  codeSentTo,
  login,
  PASSWORD,
  paths,
  signUp,
  snapshot,
  type TestApp,
  truncateAll,
} from './support/auth';
import { databaseKinds, suiteDatabase } from './support/databases';
import { buildTestApp } from './support/test-app';

const MINUTE = 60 * 1000;
const NEW_PASSWORD = 'Brand9New';

describe.each(databaseKinds)('password reset on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: truncateAll });
  let app: TestApp;

  beforeEach(async () => {
    app = buildTestApp(database);
  });

  const sendReset = (emailAddress: string) =>
    call(app, 'POST', paths.verification, { emailAddress, type: 'PASSWORD_RESET' });
  const update = (body: object, method = 'PUT') => call(app, method, paths.password, body);

  it('mails a reset code to an account holder', async () => {
    await signUp(app, 'ada@example.com');
    const answer = await sendReset(' ADA@example.com');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    await app.outbox.drain();
    const mail = app.mail.lastTo('ada@example.com');
    expect(mail?.subject).toBe('Reset your SignalHand password');
    expect(mail?.text).toMatch(/^Hello Ada,/);
    expect(await codeSentTo(app, 'ada@example.com')).toMatch(/^\d{6}$/);
  });

  it('answers an unknown address the same way, mailing it that no account uses it', async () => {
    const answer = await sendReset('nobody@example.com');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    await app.outbox.drain();
    const mail = app.mail.lastTo('nobody@example.com');
    expect(mail?.text).toContain('no account uses it');
    expect(mail?.text).toContain('http://app.test/signup');
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
    expect(await database.db.select().from(verificationCodes)).toEqual([]);
    // The same cooldown applies, so the limits do not tell accounts apart either.
    expect((await sendReset('nobody@example.com')).status).toBe(429);
  });

  it('sets the new password with PUT, uses up the code and ends every session', async () => {
    const { authToken } = await signUp(app, 'ada@example.com');
    const other = (await login(app, 'ada@example.com')).body.authToken as string;
    await sendReset('ada@example.com');
    const code = await codeSentTo(app, 'ada@example.com');

    const answer = await update({
      emailAddress: 'ada@example.com',
      verificationCode: code,
      password: NEW_PASSWORD,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      message: 'Your password has been reset. Please login with your new password.',
    });
    expect(await database.db.select().from(sessions)).toEqual([]);
    for (const token of [authToken, other]) {
      expect((await call(app, 'POST', paths.logout, undefined, bearer(token))).status).toBe(401);
      expect((await call(app, 'POST', paths.refresh, { authToken: token })).status).toBe(401);
    }
    expect((await login(app, 'ada@example.com')).status).toBe(401);
    expect((await login(app, 'ada@example.com', NEW_PASSWORD)).status).toBe(200);
    const [user] = await database.db.select().from(users);
    expect(user?.passwordChangedAt?.getTime()).toBe(app.clock.now());

    const reuse = await update({
      emailAddress: 'ada@example.com',
      verificationCode: code,
      password: 'Another1Pass',
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe('Invalid verification code.');
    expect((await login(app, 'ada@example.com', NEW_PASSWORD)).status).toBe(200);
  });

  it('accepts PATCH as well', async () => {
    await signUp(app, 'ada@example.com');
    await sendReset('ada@example.com');
    const answer = await update(
      {
        emailAddress: 'ada@example.com',
        verificationCode: await codeSentTo(app, 'ada@example.com'),
        password: NEW_PASSWORD,
      },
      'PATCH',
    );
    expect(answer.status).toBe(200);
  });

  it('lets a paused account in at once after a reset', async () => {
    await signUp(app, 'ada@example.com');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await login(app, 'ada@example.com', 'Wrong1234');
    }
    expect((await login(app, 'ada@example.com')).body).toMatchObject({
      data: { code: 'NSK-4002' },
    });
    await sendReset('ada@example.com');
    await update({
      emailAddress: 'ada@example.com',
      verificationCode: await codeSentTo(app, 'ada@example.com'),
      password: NEW_PASSWORD,
    });
    expect((await login(app, 'ada@example.com', NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong, expired or foreign code and keeps the old password', async () => {
    await signUp(app, 'ada@example.com');
    await signUp(app, 'bob@example.com');
    await sendReset('ada@example.com');
    const code = await codeSentTo(app, 'ada@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const wrongAnswer = await update({
      emailAddress: 'ada@example.com',
      verificationCode: wrong,
      password: NEW_PASSWORD,
    });
    expect(wrongAnswer.status).toBe(400);
    expect(wrongAnswer.body).toEqual({
      message: 'Invalid verification code.',
      errors: { verificationCode: 'Invalid verification code.' },
    });
    const foreign = await update({
      emailAddress: 'bob@example.com',
      verificationCode: code,
      password: NEW_PASSWORD,
    });
    expect(foreign.status).toBe(400);

    app.clock.advance(15 * MINUTE);
    const expired = await update({
      emailAddress: 'ada@example.com',
      verificationCode: code,
      password: NEW_PASSWORD,
    });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(
      'This verification code has expired. Please request a new one.',
    );
    expect((await login(app, 'ada@example.com')).status).toBe(200);
    expect((await login(app, 'bob@example.com')).status).toBe(200);
  });

  it('refuses any code for an address without an account, changing nothing', async () => {
    await sendReset('nobody@example.com');
    const before = await snapshot(database);
    const answer = await update({
      emailAddress: 'nobody@example.com',
      verificationCode: '123456',
      password: NEW_PASSWORD,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid verification code.');
    expect(await snapshot(database)).toEqual(before);
  });

  it('kills the code after 5 wrong tries', async () => {
    await signUp(app, 'ada@example.com');
    await sendReset('ada@example.com');
    const code = await codeSentTo(app, 'ada@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await update({
        emailAddress: 'ada@example.com',
        verificationCode: wrong,
        password: NEW_PASSWORD,
      });
      expect(answer.status).toBe(400);
    }
    const dead = await update({
      emailAddress: 'ada@example.com',
      verificationCode: code,
      password: NEW_PASSWORD,
    });
    expect(dead.status).toBe(429);
    expect(dead.body.message).toMatch(
      /^Too many incorrect codes\. Please request a new verification code/,
    );
    expect((await login(app, 'ada@example.com', PASSWORD)).status).toBe(200);
  });

  it('keeps sign-up and reset codes apart: both may be live, each under its own cooldown', async () => {
    await signUp(app, 'ada@example.com');
    // The sign-up code was sent a moment ago; a reset code may still go out at once.
    expect((await sendReset('ada@example.com')).status).toBe(200);
    expect((await sendReset('ada@example.com')).status).toBe(429);
  });

  it('needs the password rule, with the spec message', async () => {
    await signUp(app, 'ada@example.com');
    await sendReset('ada@example.com');
    const answer = await update({
      emailAddress: 'ada@example.com',
      verificationCode: await codeSentTo(app, 'ada@example.com'),
      password: 'short1A',
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'Must include 8+ chars, uppercase, number',
      errors: { password: 'Must include 8+ chars, uppercase, number' },
    });
  });

  it('never writes passwords, tokens or codes to the log', async () => {
    const lines: string[] = [];
    const write = (message: string, fields?: Record<string, unknown>) =>
      void lines.push(JSON.stringify({ message, ...fields }));
    app = buildTestApp(database, { logger: { info: write, warn: write, error: write } });
    const { authToken } = await signUp(app, 'ada@example.com');
    const signUpCode = await codeSentTo(app, 'ada@example.com');
    await login(app, 'ada@example.com', 'Wrong1234');
    const refreshed = await call(app, 'POST', paths.refresh, { authToken });
    await call(app, 'POST', paths.logout, undefined, bearer(refreshed.body.authToken as string));
    await sendReset('ada@example.com');
    const resetCode = await codeSentTo(app, 'ada@example.com');
    await update({
      emailAddress: 'ada@example.com',
      verificationCode: resetCode,
      password: NEW_PASSWORD,
    });
    app.mail.failNext();
    app.clock.advance(MINUTE);
    await sendReset('ada@example.com');
    // The refused mail's retry is logged: by its id and kind, never its code.
    await app.outbox.drain();

    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join('\n');
    for (const secret of [
      PASSWORD,
      NEW_PASSWORD,
      'Wrong1234',
      authToken,
      refreshed.body.authToken as string,
      signUpCode,
      resetCode,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
