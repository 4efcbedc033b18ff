import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { startServer } from './support/server-process';

describe('configuration', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8787);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://127.0.0.1:8787');
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads the environment, treating empty variables as unset', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: '',
      PUBLIC_URL: 'https://app.example.com/',
      ALLOW_TEST_CHECKOUT: 'true',
    });
    expect(config.port).toBe(9000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('https://app.example.com');
  });

  it('refuses an https site on the free test checkout unless ALLOW_TEST_CHECKOUT=true', () => {
    const https = { PUBLIC_URL: 'https://app.example.com' };
    expect(() => loadConfig(https)).toThrow(/STRIPE_SECRET_KEY.*ALLOW_TEST_CHECKOUT=true/);
    expect(() => loadConfig({ PUBLIC_URL: 'HTTPS://app.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...https, ALLOW_TEST_CHECKOUT: 'false' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...https, ALLOW_TEST_CHECKOUT: 'yes' })).toThrow(
      /ALLOW_TEST_CHECKOUT/,
    );
    expect(loadConfig({ ...https, ALLOW_TEST_CHECKOUT: 'true' }).stripe).toBeUndefined();
    const stripe = loadConfig({
      ...https,
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_YEARLY: 'price_y',
    });
    expect(stripe.stripe).toBeDefined();
    // A development site on http keeps the test checkout without being asked.
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8787' }).stripe).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    // 0 would listen on a random port nobody knows.
    expect(() => loadConfig({ PORT: '0' })).toThrow('PORT: must be a whole number from 1 to 65535');
  });

  it('refuses numbers out of their sane range, or not written as plain digits', () => {
    const refused: Array<[string, string]> = [
      ['SESSION_TTL', '1e20'],
      ['SESSION_TTL', '1e3'],
      ['SESSION_TTL', String(31 * 24 * 3600)],
      ['PORT', '80.0'],
      ['AI_MAX_TOKENS', '0'],
      ['AI_MAX_TOKENS', '1e9'],
      ['AI_TIMEOUT_MS', '60000'],
      ['SHUTDOWN_TIMEOUT_MS', '999999'],
      ['HEADERS_TIMEOUT_MS', '0'],
      ['REQUEST_TIMEOUT_MS', 'Infinity'],
      ['KEEP_ALIVE_TIMEOUT_MS', '-1'],
    ];
    for (const [name, value] of refused) {
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(
        new RegExp(`${name}: must be a whole number from \\d+ to \\d+`),
      );
    }
    expect(loadConfig({ SESSION_TTL: ' 3600 ' }).sessionTtlSeconds).toBe(3600);
  });

  it('refuses URLs that are not URLs of their kind, without repeating them', () => {
    const refused: Array<[string, string]> = [
      ['DATABASE_URL', 'garbage'],
      ['DATABASE_URL', 'mysql://shop:s3cret@db.internal/shop'],
      ['SMTP_URL', 'notaurl'],
      ['SMTP_URL', 'http://mail.example.com'],
      ['REDIS_URL', 'redis://'],
      ['AI_BASE_URL', 'api.openai.com/v1'],
    ];
    for (const [name, value] of refused) {
      let message = '';
      try {
        loadConfig({ [name]: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, `${name}=${value}`).toMatch(new RegExp(`${name}: must be a URL like `));
      expect(message).not.toContain('s3cret');
    }
    const accepted = loadConfig({
      DATABASE_URL: 'postgresql://shop:pw@db.internal:5432/shop',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
    });
    expect(accepted.databaseUrl).toBe('postgresql://shop:pw@db.internal:5432/shop');
    // pg's socket form has no host in the URL.
    const socket = 'postgres:///shop?host=/run/postgresql';
    expect(loadConfig({ DATABASE_URL: socket }).databaseUrl).toBe(socket);
  });

  it('limits slow clients and the shutdown by default, and takes other limits', () => {
    expect(loadConfig({})).toMatchObject({
      timeouts: { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 },
      shutdownTimeoutMs: 15_000,
    });
    const set = loadConfig({
      HEADERS_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: '20000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
      SHUTDOWN_TIMEOUT_MS: '25000',
    });
    expect(set).toMatchObject({
      timeouts: { headersMs: 5_000, requestMs: 20_000, keepAliveMs: 65_000 },
      shutdownTimeoutMs: 25_000,
    });
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      'HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS',
    );
  });

  it('reads mail and session settings, with a 12-hour session by default', () => {
    const defaults = loadConfig({});
    expect(defaults.smtpUrl).toBeUndefined();
    expect(defaults.mailFrom).toBe('SignalHand <no-reply@signalhand.io>');
    expect(defaults.sessionTtlSeconds).toBe(43_200);
    const set = loadConfig({
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: 'Team <team@example.com>',
      SESSION_TTL: '60',
    });
    expect(set.smtpUrl).toBe('smtp://user:pass@mail.example.com:587');
    expect(set.mailFrom).toBe('Team <team@example.com>');
    expect(set.sessionTtlSeconds).toBe(60);
    expect(loadConfig({ SMTP_URL: '' }).smtpUrl).toBeUndefined();
  });

  it('shares rate limits through Redis only when REDIS_URL names one', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({}).redisKeyPrefix).toBe('signalhand:');
    const config = loadConfig({
      REDIS_URL: 'redis://:pw@cache.internal:6379/2',
      REDIS_KEY_PREFIX: 'shop-eu:',
    });
    expect(config.redisUrl).toBe('redis://:pw@cache.internal:6379/2');
    expect(config.redisKeyPrefix).toBe('shop-eu:');
    expect(() => loadConfig({ REDIS_URL: 'cache.internal:6379' })).toThrow(/REDIS_URL/);
  });

  it('refuses a session length that is not a positive whole number of seconds', () => {
    for (const value of ['0', '-5', '1.5', 'soon']) {
      expect(() => loadConfig({ SESSION_TTL: value })).toThrow(/SESSION_TTL/);
    }
  });

  it('takes payments locally by default, with Stripe when its key and settings are all set', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({}).promoCode).toBe('FIRSTMONTHFREE');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY/,
    );
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_YEARLY: 'price_y',
      PROMO_CODE: 'SPRING',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      prices: { MONTHLY: 'price_m', YEARLY: 'price_y' },
      timeoutMs: 5000,
    });
    expect(config.promoCode).toBe('SPRING');
  });
});

describe('the server process on a bad configuration', () => {
  it('exits at once with one line that names the variable, and no stack trace', async () => {
    const start = startServer({ DATABASE_URL: 'garbage' });
    const failure = await start.then(
      () => '',
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/exited with code 1/);
    const output = failure.split('\n').slice(1).join('\n').trim();
    expect(output.split('\n')).toHaveLength(1);
    expect(JSON.parse(output)).toMatchObject({
      severity: 'error',
      message: expect.stringMatching(/^Invalid configuration: DATABASE_URL: must be a URL like /),
    });
  }, 60_000);
});
