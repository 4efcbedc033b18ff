import { beforeEach, describe, expect, it } from 'vitest';
import { customScriptRequests, supportMessages } from '../../server/db/schema';
import { retryDelayMs } from '../../server/domain/mail-sender';
import { bearer, call, fromAddress, signUp, type TestApp } from './support/auth';
import { databaseKinds, suiteDatabase } from './support/databases';
import { resetWithSeed, storePaths } from './support/portal';
import { buildTestApp } from './support/test-app';

const request = {
  name: 'ES opening drive',
  description: 'Buy the first pullback after a strong opening drive, on 1-minute ES.',
  platform: 'TradingView',
  phoneNumber: '(555) 010-2030',
};

const contact = {
  firstName: 'Grace',
  lastName: 'Hopper',
  emailAddress: 'Grace@Example.com',
  phoneCode: '+1',
  phoneNumber: '555 010 4040',
  reasonToContact: 'My ThinkOrSwim script does not click the buy button.',
};

describe.each(databaseKinds)('custom script requests and support messages on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetWithSeed });
  let app: TestApp;
  let token: string;

  beforeEach(async () => {
    app = buildTestApp(database);
    token = (await signUp(app, 'ada@example.com')).authToken;
  });

  const sendRequest = (body: unknown, auth: Record<string, string> = bearer(token)) =>
    call(app, 'POST', storePaths.custom, body, auth);
  const sendContact = (body: unknown, address = '198.51.100.7') =>
    call(app, 'POST', storePaths.support, body, fromAddress(address));

  describe('custom script requests', () => {
    it('stores the request and mails it to the support address', async () => {
      const answer = await sendRequest(request);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true });
      const [row] = await database.db.select().from(customScriptRequests);
      expect(row).toMatchObject(request);
      await app.outbox.drain();
      const mail = app.mail.lastTo('support@app.test');
      expect(mail?.subject).toBe('Custom script request: ES opening drive');
      expect(mail?.text).toContain('ada@example.com');
      expect(mail?.text).toContain(request.description);
      expect(mail?.text).toContain(row?.id);
    });

    it('needs a session', async () => {
      expect((await sendRequest(request, {})).status).toBe(401);
    });

    it('refuses missing, unknown or oversized fields with the field named', async () => {
      const cases: Array<[unknown, string, string]> = [
        [{ ...request, name: '  ' }, 'name', 'Name is required'],
        [{ ...request, description: undefined }, 'description', 'Description is required'],
        [{ ...request, platform: 'ThinkOrSwim' }, 'platform', 'Platform is required'],
        [{ ...request, phoneNumber: '' }, 'phoneNumber', 'Phone number is required'],
        [{ ...request, phoneNumber: 'call me' }, 'phoneNumber', 'Enter a valid phone number'],
        [{ ...request, name: 'x'.repeat(101) }, 'name', 'Name is too long'],
        [
          { ...request, name: 'Scalper\r\nBcc: all@example.com' },
          'name',
          'Name must be on one line',
        ],
        [{ ...request, description: 'x'.repeat(2001) }, 'description', 'Description is too long'],
      ];
      for (const [body, field, message] of cases) {
        const answer = await sendRequest(body);
        expect(answer.status, message).toBe(422);
        expect((answer.body.errors as Record<string, string>)[field]).toBe(message);
      }
      expect((await sendRequest('not json')).status).toBe(400);
      expect(await database.db.select().from(customScriptRequests)).toEqual([]);
      await app.outbox.drain();
      expect(app.mail.sent.filter((mail) => mail.to === 'support@app.test')).toEqual([]);
    });

    it('accepts a phone number with a leading +', async () => {
      expect((await sendRequest({ ...request, phoneNumber: '+1 (555) 010-2030' })).status).toBe(
        200,
      );
    });

    it('accepts each platform of the spec, spelled as the spec spells it', async () => {
      for (const platform of ['ThikOrSwim', 'Kraken', 'Tradovate', 'TradingView']) {
        expect((await sendRequest({ ...request, platform })).status).toBe(200);
      }
    });

    it('limits a customer to 5 requests an hour', async () => {
      for (let i = 0; i < 5; i += 1) expect((await sendRequest(request)).status).toBe(200);
      const limited = await sendRequest(request);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('3600');
      app.clock.advance(60 * 60 * 1000 + 1);
      expect((await sendRequest(request)).status).toBe(200);
    });

    it('keeps the request with its mail when the mail server refuses, and mails it on the retry', async () => {
      app.mail.failNext();
      expect((await sendRequest(request)).status).toBe(200);
      await app.outbox.drain();
      expect(app.mail.lastTo('support@app.test')).toBeUndefined();
      const [row] = await database.db.select().from(customScriptRequests);
      app.clock.advance(retryDelayMs(1));
      await app.outbox.drain();
      expect(app.mail.lastTo('support@app.test')?.text).toContain(row?.id);
    });
  });

  describe('support messages', () => {
    it('stores the message, mails support and confirms to the sender', async () => {
      const answer = await sendContact(contact);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true });
      const [row] = await database.db.select().from(supportMessages);
      expect(row).toMatchObject({ ...contact, emailAddress: 'grace@example.com' });
      await app.outbox.drain();
      const toSupport = app.mail.lastTo('support@app.test');
      expect(toSupport?.subject).toBe('Support request from Grace Hopper');
      expect(toSupport?.text).toContain('+1 555 010 4040');
      expect(toSupport?.text).toContain(contact.reasonToContact);
      // Nobody signed in vouches for the address: the receipt quotes nothing of the message.
      const receipt = app.mail.lastTo('grace@example.com');
      expect(receipt?.text).toContain('Hello,');
      expect(receipt?.text).not.toContain(contact.reasonToContact);
    });

    it('answers the spec messages for missing or wrong fields', async () => {
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ firstName: '' }, 'firstName', 'First name is required'],
        [{ lastName: undefined }, 'lastName', 'Last name is required'],
        [
          { firstName: 'Grace\nBcc: all@example.com' },
          'firstName',
          'First name must be on one line',
        ],
        [{ lastName: 'Hopper\rTo: x@example.com' }, 'lastName', 'Last name must be on one line'],
        [{ lastName: 'Hop\u2028per' }, 'lastName', 'Last name must be on one line'],
        [{ emailAddress: '' }, 'emailAddress', 'Email is required'],
        [{ emailAddress: 'grace@' }, 'emailAddress', 'Invalid email address'],
        [{ phoneCode: '' }, 'phoneCode', 'Phone code is required'],
        [{ phoneCode: '+1a' }, 'phoneCode', 'Enter a phone code such as +1'],
        [{ phoneNumber: ' ' }, 'phoneNumber', 'Phone number is required'],
        [{ reasonToContact: '' }, 'reasonToContact', 'Please provide a reason for contact'],
        [{ reasonToContact: 'x'.repeat(2001) }, 'reasonToContact', 'The reason is too long'],
      ];
      for (const [change, field, message] of cases) {
        const answer = await sendContact({ ...contact, ...change });
        expect(answer.status, message).toBe(422);
        expect((answer.body.errors as Record<string, string>)[field]).toBe(message);
      }
      expect(await database.db.select().from(supportMessages)).toEqual([]);
      await app.outbox.drain();
      expect(app.mail.sent.filter((mail) => mail.to === 'support@app.test')).toEqual([]);
    });

    it('limits messages per e-mail address and per network address', async () => {
      for (let i = 0; i < 3; i += 1) expect((await sendContact(contact)).status).toBe(200);
      const perEmail = await sendContact(contact);
      expect(perEmail.status).toBe(429);
      expect(perEmail.body.message).toMatch(/this e-mail address/);

      for (let i = 0; i < 10; i += 1) {
        const other = { ...contact, emailAddress: `person${i}@example.com` };
        expect((await sendContact(other, '203.0.113.9')).status).toBe(200);
      }
      const perAddress = await sendContact(
        { ...contact, emailAddress: 'someone@example.com' },
        '203.0.113.9',
      );
      expect(perAddress.status).toBe(429);
      expect(perAddress.body.message).toMatch(/your network/);
    });

    it('mails a stranger whose address a message names no word the sender wrote (issue 32, point 10)', async () => {
      // A phishing text sent in the product's name to a victim's address, without signing in.
      const phishing = {
        firstName: 'Security',
        lastName: 'Team',
        emailAddress: 'victim@example.com',
        phoneCode: '+1',
        phoneNumber: '555 010 9999',
        reasonToContact:
          'Your account is suspended. Confirm your card at https://evil.example/login',
      };
      expect((await sendContact(phishing)).status).toBe(200);
      await app.outbox.drain();
      const receipt = app.mail.lastTo('victim@example.com');
      expect(receipt?.subject).toBe('We received your message · SignalHand');
      for (const part of [receipt?.subject, receipt?.text, receipt?.html]) {
        for (const written of ['Security', 'Team', '555 010 9999', 'suspended', 'evil.example']) {
          expect(part).not.toContain(written);
        }
      }
      expect(receipt?.text).toContain('Hello,');
      expect(receipt?.text).toContain('One of our team members will reach out to you shortly.');
      expect(receipt?.text).toContain('If you did not write to us, you can ignore this e-mail.');
      // Support still reads all of it, told that the address is not confirmed.
      const toSupport = app.mail.lastTo('support@app.test');
      expect(toSupport?.text).toContain(phishing.reasonToContact);
      expect(toSupport?.text).toContain('not signed in');

      // Signed in, naming someone else's address: the same, nothing quoted.
      const signedIn = await call(
        app,
        'POST',
        storePaths.support,
        { ...phishing, emailAddress: 'other@example.com' },
        { ...bearer(token), ...fromAddress('198.51.100.8') },
      );
      expect(signedIn.status).toBe(200);
      await app.outbox.drain();
      expect(app.mail.lastTo('other@example.com')?.text).not.toContain('suspended');
    });

    it("quotes the message in the receipt to a signed-in customer's own address", async () => {
      const own = { ...contact, emailAddress: 'ADA@example.com' };
      const answer = await call(app, 'POST', storePaths.support, own, {
        ...bearer(token),
        ...fromAddress('198.51.100.7'),
      });
      expect(answer.status).toBe(200);
      await app.outbox.drain();
      const receipt = app.mail.lastTo('ada@example.com');
      expect(receipt?.text).toContain('Hello Grace,');
      expect(receipt?.text).toContain(`Your message: ${contact.reasonToContact}`);
      expect(app.mail.lastTo('support@app.test')?.text).toContain(
        'Sent by the signed-in customer who holds this address.',
      );
      // A session that has ended counts as none: the message is kept, nothing is quoted.
      await call(app, 'POST', '/api/v2/auth/logout', undefined, bearer(token));
      const ended = await call(app, 'POST', storePaths.support, own, {
        ...bearer(token),
        ...fromAddress('198.51.100.7'),
      });
      expect(ended.status).toBe(200);
      await app.outbox.drain();
      expect(app.mail.lastTo('ada@example.com')?.text).not.toContain(contact.reasonToContact);
    });

    it('keeps the message with both mails when the mail server is down, and delivers them later', async () => {
      app.mail.failNext(2);
      expect((await sendContact(contact)).status).toBe(200);
      await app.outbox.drain();
      expect(app.mail.lastTo('support@app.test')).toBeUndefined();
      expect(app.mail.lastTo('grace@example.com')).toBeUndefined();
      app.clock.advance(retryDelayMs(1));
      await app.outbox.drain();
      const [row] = await database.db.select().from(supportMessages);
      expect(app.mail.lastTo('support@app.test')?.text).toContain(row?.id);
      expect(app.mail.lastTo('grace@example.com')?.subject).toBe(
        'We received your message · SignalHand',
      );
    });
  });
});
