import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  STRIPE_PRICE_MONTHLY: 'price_m',
  STRIPE_PRICE_YEARLY: 'price_y',
};

describe('the Stripe settings', () => {
  it('points the Stripe client at STRIPE_API_URL, for a stand-in or stripe-mock', () => {
    const config = loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' });
    expect(config.stripe).toMatchObject({ apiUrl: 'http://127.0.0.1:12111', timeoutMs: 5000 });
    expect(loadConfig(stripe).stripe?.apiUrl).toBeUndefined();
    for (const bad of ['ftp://127.0.0.1', 'not a url', 'http://127.0.0.1:12111/v1']) {
      expect(() => loadConfig({ ...stripe, STRIPE_API_URL: bad }), bad).toThrow(/STRIPE_API_URL/);
    }
  });

  it('refuses another Stripe API than Stripe’s own on an https site', () => {
    const site = { ...stripe, PUBLIC_URL: 'https://shop.example.com' };
    for (const other of [
      'http://127.0.0.1:12111',
      'https://stripe.example.com',
      'http://api.stripe.com',
    ]) {
      expect(() => loadConfig({ ...site, STRIPE_API_URL: other }), other).toThrow(ConfigError);
      expect(() => loadConfig({ ...site, STRIPE_API_URL: other }), other).toThrow(
        /PUBLIC_URL is https, so STRIPE_API_URL must be https:\/\/api\.stripe\.com/,
      );
    }
    expect(loadConfig({ ...site, STRIPE_API_URL: 'https://api.stripe.com' }).stripe?.apiUrl).toBe(
      'https://api.stripe.com',
    );
  });

  it('bounds the timeout to a few seconds by default, and reads the past-due grace', () => {
    const config = loadConfig({ ...stripe, STRIPE_TIMEOUT_MS: '2500', PAST_DUE_GRACE_DAYS: '0' });
    expect(config.stripe?.timeoutMs).toBe(2500);
    expect(config.pastDueGraceDays).toBe(0);
    expect(loadConfig({}).pastDueGraceDays).toBe(3);
    expect(() => loadConfig({ ...stripe, STRIPE_TIMEOUT_MS: '500' })).toThrow(/STRIPE_TIMEOUT_MS/);
    expect(() => loadConfig({ ...stripe, STRIPE_TIMEOUT_MS: '60000' })).toThrow(
      /STRIPE_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ PAST_DUE_GRACE_DAYS: '31' })).toThrow(/PAST_DUE_GRACE_DAYS/);
  });
});
