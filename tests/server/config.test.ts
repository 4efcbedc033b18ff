import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

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
    });
    expect(config.promoCode).toBe('SPRING');
  });
});
