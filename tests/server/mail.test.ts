import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/adapters/mail';
import { createSmtpMailer } from '../../server/adapters/mail/smtp';
import {
  customScriptRequestMail,
  registrationCodeMail,
  supportMessageMail,
} from '../../server/domain/mails';
import type { Logger } from '../../server/logger';
import { call, paths, registration } from './support/auth';
import { databaseKinds, suiteDatabase } from './support/databases';
import { freePort } from './support/ports';
import { buildTestApp } from './support/test-app';

type Received = {
  from?: string;
  to: string[];
  subject?: string;
  text?: string;
  html?: string;
  messageId?: string;
};

/** A local SMTP sink on a free port that parses what it receives. */
async function startSink(options: { user?: string; pass?: string } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: !options.user,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            from: mail.from?.text,
            to: [mail.to ?? []].flat().map((address) => address.text),
            subject: mail.subject,
            text: mail.text,
            html: typeof mail.html === 'string' ? mail.html : undefined,
            messageId: mail.messageId,
          });
          callback();
        })
        .catch(callback);
    },
  });
  // A client that gives up mid-session (refused login) resets its socket; that is not a failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const FROM = 'SignalHand <no-reply@signalhand.io>';

describe('the SMTP mail adapter', () => {
  let sink: Awaited<ReturnType<typeof startSink>>;
  beforeAll(async () => {
    sink = await startSink({ user: 'mailer', pass: 's3cret' });
  });
  afterAll(async () => {
    await sink?.close();
  });

  it('delivers a text and HTML mail from MAIL_FROM, logging in with the URL credentials', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://mailer:s3cret@127.0.0.1:${sink.port}`,
      from: FROM,
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send(
      registrationCodeMail({
        to: 'ada@example.com',
        firstName: 'Ada',
        code: '042917',
        validMinutes: 15,
        publicUrl: 'http://app.test',
      }),
    );
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0];
    expect(mail?.from).toBe('"SignalHand" <no-reply@signalhand.io>');
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.subject).toBe('Your SignalHand verification code');
    expect(mail?.text).toContain('042917');
    expect(mail?.text).toContain('valid for 15 minutes');
    expect(mail?.html).toContain('042917');
    expect(mail?.html).toContain('SignalHand');
  });

  it('gives every try of one mail the same Message-ID, on the domain of MAIL_FROM', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://mailer:s3cret@127.0.0.1:${sink.port}`,
      from: FROM,
    });
    const mail = { to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' };
    const id = '5f0c6a52-2f41-4d7e-9a57-0b8f3e1c2d44';
    await mailer.send({ ...mail, id });
    await mailer.send({ ...mail, id });
    expect(sink.received.slice(-2).map((each) => each.messageId)).toEqual([
      `<${id}@signalhand.io>`,
      `<${id}@signalhand.io>`,
    ]);
  });

  it('rejects when the server refuses the credentials', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://mailer:wrong@127.0.0.1:${sink.port}`,
      from: FROM,
    });
    await expect(
      mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toThrow();
  });
});

describe('user text in mail headers', () => {
  it('is unfolded onto one line, so it never starts a header of its own', () => {
    const support = supportMessageMail({
      to: 'support@app.test',
      message: {
        firstName: 'Eve\r\nBcc: all@example.com',
        lastName: 'Doe\n\tX-Spam: no',
        emailAddress: 'eve@example.com',
        phoneCode: '+1',
        phoneNumber: '555 010 2030',
        reasonToContact: 'Hi',
      },
      fromAccountHolder: false,
      reference: 'r-1',
      publicUrl: 'http://app.test',
    });
    expect(support.subject).toBe('Support request from Eve Bcc: all@example.com Doe X-Spam: no');
    const custom = customScriptRequestMail({
      to: 'support@app.test',
      customer: { firstName: 'Eve', lastName: 'Doe', emailAddress: 'eve@example.com' },
      request: {
        name: 'Gap\u2028Subject: free money\r\n',
        description: 'd',
        platform: 'Kraken',
        phoneNumber: '555 010 2030',
      },
      reference: 'r-2',
      publicUrl: 'http://app.test',
    });
    expect(custom.subject).toBe('Custom script request: Gap Subject: free money');
  });
});

describe('choosing the mail adapter', () => {
  const lines: Array<{ message: string; fields?: Record<string, unknown> }> = [];
  const logger: Logger = {
    info: (message, fields) => void lines.push({ message, fields }),
    warn: (message, fields) => void lines.push({ message, fields }),
    error: (message, fields) => void lines.push({ message, fields }),
  };

  it('uses SMTP when SMTP_URL is set', () => {
    expect(createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', mailFrom: FROM }, logger).kind).toBe(
      'smtp',
    );
  });

  it('writes the mail, code included, to the log without SMTP_URL', async () => {
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: FROM }, logger);
    expect(mailer.kind).toBe('log');
    await mailer.send(
      registrationCodeMail({
        to: 'ada@example.com',
        firstName: 'Ada',
        code: '042917',
        validMinutes: 15,
        publicUrl: 'http://app.test',
      }),
    );
    expect(lines.at(-1)).toEqual({
      message: 'mail (SMTP_URL is not set, so it is logged instead of sent)',
      fields: {
        to: 'ada@example.com',
        subject: 'Your SignalHand verification code',
        text: expect.stringContaining('042917'),
      },
    });
  });
});

describe.each(databaseKinds)('sign-up through a real SMTP sink on %s', (kind) => {
  const database = suiteDatabase(kind);
  let sink: Awaited<ReturnType<typeof startSink>>;
  beforeAll(async () => {
    sink = await startSink();
  });
  afterAll(async () => {
    await sink?.close();
  });

  it('registers with the code read from the received mail', async () => {
    const app = buildTestApp(database, {
      mail: createSmtpMailer({ url: `smtp://127.0.0.1:${sink.port}`, from: FROM }),
    });
    const sent = await call(app, 'POST', paths.verification, {
      emailAddress: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      type: 'REGISTRATION',
    });
    expect(sent.body).toEqual({ success: true });
    await app.outbox.drain();
    const code = sink.received.at(-1)?.text?.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const registered = await call(
      app,
      'POST',
      paths.register,
      registration('grace@example.com', code ?? ''),
    );
    expect(registered.status).toBe(200);
  });

  it('answers success while the mail server cannot be reached: the code waits in the outbox', async () => {
    const closedPort = await freePort();
    const app = buildTestApp(database, {
      mail: createSmtpMailer({ url: `smtp://127.0.0.1:${closedPort}`, from: FROM }),
    });
    const answer = await call(app, 'POST', paths.verification, {
      emailAddress: 'linus@example.com',
      type: 'PASSWORD_RESET',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    await app.outbox.drain();
    expect(await app.outbox.stats()).toEqual({ pending: 1, failed: 0 });
  });
});
