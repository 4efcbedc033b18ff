import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { subscriptions, users } from '../../../server/db/schema';
import { closedAddress } from '../../../server/domain/account/account-closure';
import { endpoints, type SignedInSession } from '../../../src/services/contract';
import { signUpAdmin } from '../support/admin';
import { bearer, call, codeSentTo, login, PASSWORD, type TestApp } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { resetBilling } from '../support/payments';
import { buildTestApp } from '../support/test-app';
import {
  CHROME_ON_LINUX_UPDATED,
  FIREFOX_ON_WINDOWS,
  loginPerson,
  person,
  personWithEverything,
  security,
  signUpPerson,
  tablesMentioning,
} from './support';

const NEW_ADDRESS = 'zeb.new@example.com';

describe.each(databaseKinds)("the account's own security on %s", (kind) => {
  const database = suiteDatabase(kind, { reset: resetBilling });
  let app: TestApp;

  beforeEach(async () => {
    app = buildTestApp(database);
  });

  const sessionsOf = async (token: string) => {
    const answer = await call(app, 'GET', security.sessions, undefined, bearer(token));
    expect(answer.status).toBe(200);
    return answer.body as unknown as SignedInSession[];
  };

  describe("where you're signed in", () => {
    it('lists each browser and device, marks this one, and signs one out at once', async () => {
      const token = await signUpPerson(app);
      const other = String((await loginPerson(app, FIREFOX_ON_WINDOWS)).body.authToken);
      app.clock.advance(5 * 60_000);
      const listed = await sessionsOf(token);
      expect(listed).toHaveLength(2);
      const [current, firefox] = listed;
      expect(current).toMatchObject({ kind: 'browser', current: true });
      expect(current?.userAgent).toContain('Chrome/120');
      expect(current?.lastUsedAt).toBe(app.clock.now());
      expect(firefox).toMatchObject({ kind: 'browser', current: false });
      expect(firefox?.userAgent).toContain('Firefox/128');
      expect(firefox?.createdAt).toBe(app.clock.now() - 5 * 60_000);

      const out = await call(
        app,
        'DELETE',
        security.session(String(firefox?.id)),
        undefined,
        bearer(token),
      );
      expect(out.status).toBe(200);
      // Refused on its very next request.
      expect((await call(app, 'GET', security.sessions, undefined, bearer(other))).status).toBe(
        401,
      );
      expect(await sessionsOf(token)).toHaveLength(1);
    });

    it("keeps one entry per sign-in across refreshes, and cannot sign out another account's", async () => {
      const token = await signUpPerson(app);
      const refreshed = await call(app, 'POST', '/api/v2/auth/refresh', { authToken: token });
      const newToken = String(refreshed.body.authToken);
      const [entry] = await sessionsOf(newToken);
      expect(await sessionsOf(newToken)).toHaveLength(1);
      expect(entry?.current).toBe(true);
      const stranger = (await signUpAdmin(app, database, 'someone@example.com')).authToken;
      const refused = await call(
        app,
        'DELETE',
        security.session(String(entry?.id)),
        undefined,
        bearer(stranger),
      );
      expect(refused.status).toBe(404);
      expect(await sessionsOf(newToken)).toHaveLength(1);
    });

    it('signs out every other session and device, keeping this one', async () => {
      const operator = (await signUpAdmin(app, database, 'op@example.com')).authToken;
      const { token, otherToken, deviceToken } = await personWithEverything(
        app,
        database,
        operator,
      );
      const before = await sessionsOf(token);
      expect(before.map((entry) => entry.kind)).toContain('device');
      const out = await call(app, 'POST', security.signOutOthers, undefined, bearer(token));
      expect(out.status).toBe(200);
      expect(
        (await call(app, 'GET', security.sessions, undefined, bearer(otherToken))).status,
      ).toBe(401);
      const license = await call(
        app,
        'POST',
        endpoints.device.license,
        undefined,
        bearer(deviceToken),
      );
      expect(license.status).toBe(401);
      expect(await sessionsOf(token)).toEqual([expect.objectContaining({ current: true })]);
    });
  });

  describe('the password', () => {
    it('refuses a wrong current password (403) and changes nothing', async () => {
      const token = await signUpPerson(app);
      const answer = await call(
        app,
        'PUT',
        security.password,
        { currentPassword: 'Wrong9Password', newPassword: 'Brand9New' },
        bearer(token),
      );
      expect(answer.status).toBe(403);
      expect(answer.body.errors).toEqual({ currentPassword: 'Your password is not right.' });
      expect((await loginPerson(app)).status).toBe(200);
    });

    it('refuses a new password outside the rules (422)', async () => {
      const token = await signUpPerson(app);
      const answer = await call(
        app,
        'PUT',
        security.password,
        { currentPassword: PASSWORD, newPassword: 'short' },
        bearer(token),
      );
      expect(answer.status).toBe(422);
    });

    it('signs out the other browsers, keeps this one and the devices, and mails a notice', async () => {
      const operator = (await signUpAdmin(app, database, 'op@example.com')).authToken;
      const { token, otherToken, deviceToken } = await personWithEverything(
        app,
        database,
        operator,
      );
      const answer = await call(
        app,
        'PUT',
        security.password,
        { currentPassword: PASSWORD, newPassword: 'Brand9New' },
        bearer(token),
      );
      expect(answer.status).toBe(200);
      expect(
        (await call(app, 'GET', security.sessions, undefined, bearer(otherToken))).status,
      ).toBe(401);
      expect((await sessionsOf(token)).map((entry) => entry.kind).sort()).toEqual([
        'browser',
        'device',
      ]);
      const license = await call(
        app,
        'POST',
        endpoints.device.license,
        undefined,
        bearer(deviceToken),
      );
      expect(license.status).toBe(200);
      await app.outbox.drain();
      expect(app.mail.lastTo(person.emailAddress)?.subject).toBe(
        'Your SignalHand password was changed',
      );
      expect((await loginPerson(app, undefined, PASSWORD)).status).toBe(401);
      expect((await loginPerson(app, undefined, 'Brand9New')).status).toBe(200);
    });
  });

  describe('the e-mail address', () => {
    it('changes with the code mailed to the new address, and tells the old one', async () => {
      const token = await signUpPerson(app);
      const asked = await call(
        app,
        'POST',
        security.email,
        { newEmailAddress: NEW_ADDRESS, password: PASSWORD },
        bearer(token),
      );
      expect(asked.status).toBe(200);
      const code = await codeSentTo(app, NEW_ADDRESS);
      const wrong = await call(
        app,
        'POST',
        security.emailConfirm,
        { verificationCode: code === '000000' ? '111111' : '000000' },
        bearer(token),
      );
      expect(wrong.status).toBe(400);
      const confirmed = await call(
        app,
        'POST',
        security.emailConfirm,
        { verificationCode: code },
        bearer(token),
      );
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.emailAddress).toBe(NEW_ADDRESS);
      await app.outbox.drain();
      expect(app.mail.lastTo(person.emailAddress)?.text).toContain(NEW_ADDRESS);
      expect((await login(app, NEW_ADDRESS)).status).toBe(200);
      expect((await loginPerson(app)).status).toBe(401);
      // The session goes on: the account is the same.
      expect((await sessionsOf(token)).length).toBeGreaterThan(0);
    });

    it('refuses a wrong password, its own address and one another account uses', async () => {
      const token = await signUpPerson(app);
      await signUpAdmin(app, database, NEW_ADDRESS);
      const ask = (body: Record<string, string>) =>
        call(app, 'POST', security.email, body, bearer(token));
      expect((await ask({ newEmailAddress: 'x@example.com', password: 'Wrong9Pass' })).status).toBe(
        403,
      );
      expect((await ask({ newEmailAddress: person.emailAddress, password: PASSWORD })).status).toBe(
        400,
      );
      expect((await ask({ newEmailAddress: NEW_ADDRESS, password: PASSWORD })).status).toBe(409);
      const none = await call(
        app,
        'POST',
        security.emailConfirm,
        { verificationCode: '123456' },
        bearer(token),
      );
      expect(none.status).toBe(400);
    });
  });

  describe('a sign-in from a new browser', () => {
    it('is mailed to the owner; the browser of the sign-up and its updates are not news', async () => {
      await signUpPerson(app);
      await app.outbox.drain();
      const mailsBefore = app.mail.sent.length;
      expect((await loginPerson(app, CHROME_ON_LINUX_UPDATED)).status).toBe(200);
      await app.outbox.drain();
      expect(app.mail.sent.length).toBe(mailsBefore);
      expect((await loginPerson(app, FIREFOX_ON_WINDOWS)).status).toBe(200);
      await app.outbox.drain();
      const notice = app.mail.lastTo(person.emailAddress);
      expect(notice?.subject).toBe('A new sign-in to your SignalHand account');
      expect(notice?.text).toContain('Firefox on Windows');
      // Known from then on.
      expect((await loginPerson(app, FIREFOX_ON_WINDOWS)).status).toBe(200);
      await app.outbox.drain();
      expect(app.mail.sent.length).toBe(mailsBefore + 1);
    });
  });

  describe('your data', () => {
    it('exports one JSON file holding a row of each kind, and no secret', async () => {
      const operator = (await signUpAdmin(app, database, 'op@example.com')).authToken;
      const { token } = await personWithEverything(app, database, operator);
      const response = await app.request(security.export, { headers: bearer(token) });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="signalhand-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(response.headers.get('content-type')).toContain('application/json');
      const text = await response.text();
      const data = JSON.parse(text) as Record<string, unknown>;
      expect(data.account).toMatchObject({
        emailAddress: person.emailAddress,
        firstName: 'Zebulon',
      });
      expect(data.subscription).toMatchObject({ status: 'active' });
      for (const kind of [
        'purchases',
        'customScriptRequests',
        'customRequestEvents',
        'supportMessages',
        'chatExchanges',
        'devices',
        'sessions',
        'knownBrowsers',
        'auditLog',
      ]) {
        expect(data[kind], kind).toEqual(expect.arrayContaining([expect.anything()]));
      }
      expect(text).not.toMatch(/passwordHash|tokenHash|fingerprintHash/);
    });

    it('closes the account: subscription ended, everyone signed out, no trace of the person in any table', async () => {
      const operator = (await signUpAdmin(app, database, 'op@example.com')).authToken;
      const { token, otherToken, deviceToken, userId } = await personWithEverything(
        app,
        database,
        operator,
      );
      const wrong = await call(
        app,
        'DELETE',
        security.account,
        { password: 'Wrong9Pass' },
        bearer(token),
      );
      expect(wrong.status).toBe(403);
      expect(await tablesMentioning(database, person.lastName)).not.toEqual({});

      const closed = await call(
        app,
        'DELETE',
        security.account,
        { password: PASSWORD },
        bearer(token),
      );
      expect(closed.status).toBe(200);
      await app.outbox.drain();
      expect(app.mail.lastTo(person.emailAddress)?.subject).toBe(
        'Your SignalHand account is closed',
      );

      for (const sessionToken of [token, otherToken]) {
        expect(
          (await call(app, 'GET', security.sessions, undefined, bearer(sessionToken))).status,
        ).toBe(401);
      }
      expect(
        (await call(app, 'POST', endpoints.device.license, undefined, bearer(deviceToken))).status,
      ).toBe(401);
      const [subscription] = await database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId));
      expect(subscription?.status).toBe('expired');
      const [row] = await database.db.select().from(users).where(eq(users.id, userId));
      expect(row).toMatchObject({
        emailAddress: closedAddress(userId),
        firstName: '',
        lastName: '',
        roles: [],
      });

      for (const trace of [
        person.emailAddress,
        person.firstName,
        person.lastName,
        '555 987 6543',
        'Hello there.',
      ]) {
        expect(await tablesMentioning(database, trace), trace).toEqual({});
      }
      expect((await loginPerson(app)).status).toBe(401);
      // The address may sign up again (once the sign-up code's cooldown is over).
      app.clock.advance(61_000);
      await signUpPerson(app);
    });
  });
});
