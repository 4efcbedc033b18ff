import { describe, expect, it } from 'vitest';
import { createMailer } from '../../server/adapters/mail';
import { registrationCodeMail } from '../../server/domain/mails';
import { createLogger, type LogLevel, REDACTED, redact } from '../../server/logger';

/** A logger of that level whose lines the test reads back, parsed. */
function capture(level: LogLevel = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger(level, (_severity, line) => void lines.push(JSON.parse(line)));
  return { logger, lines };
}

describe('log redaction', () => {
  it('blanks fields that hold secrets, at any depth', () => {
    expect(
      redact({
        password: 'Secret123',
        newPassword: 'Brand9New',
        authToken: 'tok',
        refresh_token: 'tok',
        verificationCode: '042917',
        code: '042917',
        headers: { Authorization: 'Bearer abc', Cookie: 'sid=1', 'stripe-signature': 't=1,v1=x' },
        stripe: [{ apiKey: 'k', webhookSecret: 'whsec_1' }],
        subject: 'Your code',
        knownAccount: true,
        count: 3,
      }),
    ).toEqual({
      password: REDACTED,
      newPassword: REDACTED,
      authToken: REDACTED,
      refresh_token: REDACTED,
      verificationCode: REDACTED,
      code: REDACTED,
      headers: { Authorization: REDACTED, Cookie: REDACTED, 'stripe-signature': REDACTED },
      stripe: [{ apiKey: REDACTED, webhookSecret: REDACTED }],
      subject: 'Your code',
      knownAccount: true,
      count: 3,
    });
  });

  it('cuts secrets out of free text: bearer tokens, URL credentials, signed links, Stripe keys', () => {
    const cases: Array<[string, string]> = [
      ['sent Bearer abc.DEF_123-x/y+z=', `sent Bearer ${REDACTED}`],
      ['authorization: basic YWRhOnB3', `authorization: basic ${REDACTED}`],
      [
        'connect ECONNREFUSED postgres://app:hunter2@db:5432/shop',
        `connect ECONNREFUSED postgres://app:${REDACTED}@db:5432/shop`,
      ],
      [
        'smtp://mailer:p%40ss@mail.example.com:587',
        `smtp://mailer:${REDACTED}@mail.example.com:587`,
      ],
      [
        '/api/v2/store/script/content/x?expires=1&signature=abc',
        `/api/v2/store/script/content/x?expires=1&signature=${REDACTED}`,
      ],
      ['Invalid API Key provided: sk_live_51Habc', `Invalid API Key provided: ${REDACTED}`],
      ['secret whsec_abc123 refused', `secret ${REDACTED} refused`],
      ['https://docs.signalhand.io/start', 'https://docs.signalhand.io/start'],
    ];
    for (const [text, expected] of cases) expect(redact(text), text).toBe(expected);
  });

  it('writes errors as their name and message, never their stack', () => {
    const error = new TypeError('token Bearer abc refused');
    expect(redact({ error })).toEqual({ error: `TypeError: token Bearer ${REDACTED} refused` });
  });

  it('redacts every line the logger writes, its message included', () => {
    const { logger, lines } = capture();
    logger.error('login with Bearer abc failed', { password: 'Secret123', path: '/api/v2/auth' });
    expect(lines).toEqual([
      expect.objectContaining({
        severity: 'error',
        message: `login with Bearer ${REDACTED} failed`,
        password: REDACTED,
        path: '/api/v2/auth',
      }),
    ]);
  });

  it('writes only the levels asked for', () => {
    for (const [level, expected] of [
      ['info', ['info', 'warn', 'error']],
      ['warn', ['warn', 'error']],
      ['error', ['error']],
      ['silent', []],
    ] as const) {
      const { logger, lines } = capture(level);
      logger.info('i');
      logger.warn('w');
      logger.error('e');
      expect(lines.map((line) => line.severity)).toEqual(expected);
    }
  });

  it('still delivers codes through the log mailer, the development mailbox', async () => {
    const { logger, lines } = capture();
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'a@b.co' }, logger);
    await mailer.send(
      registrationCodeMail({
        to: 'ada@example.com',
        firstName: 'Ada',
        code: '042917',
        validMinutes: 15,
        publicUrl: 'http://app.test',
      }),
    );
    expect(String(lines[0]?.text)).toContain('042917');
  });
});
