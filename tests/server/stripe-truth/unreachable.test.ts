import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedScripts } from '../../../server/domain/catalogue';
import { databaseKinds } from '../support/databases';
import { navigate, paymentPaths } from '../support/payments';
import { CUSTOMER, proCheckout, useStripeMode } from '../support/stripe-mode';
import { rows } from '../support/write-invariants';

const TIMEOUT_MS = 1000;
const paid = seedScripts.find((script) => script.price !== '0');

/** Stripe down or silent: the customer is told within the timeout, and nothing is kept. */
describe.each(databaseKinds)('an unreachable Stripe, on %s', (kind) => {
  const suite = useStripeMode(kind, { STRIPE_TIMEOUT_MS: String(TIMEOUT_MS) });
  const checkoutCount = async () =>
    (await rows<{ n: number }>(suite.database.db, sql`SELECT count(*)::int AS n FROM checkouts`))[0]
      ?.n;

  const links = () => [
    { link: proCheckout(CUSTOMER), back: '/customer/accounts' },
    {
      link: paymentPaths.scriptCheckout(CUSTOMER, paid?.scriptName ?? ''),
      back: '/customer/script-store',
    },
  ];

  it.each(['hang', 'fail'] as const)(
    'answers a polite page within STRIPE_TIMEOUT_MS when Stripe does not answer (%s) (finding 8)',
    async (mode) => {
      suite.standIn.state.mode = mode;
      for (const { link, back } of links()) {
        const started = Date.now();
        const response = await suite.app.request(link, { redirect: 'manual' });
        const elapsed = Date.now() - started;
        const page = await response.text();
        expect(elapsed).toBeLessThan(TIMEOUT_MS + 1500);
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('120');
        expect(response.headers.get('content-type')).toContain('text/html');
        expect(page).toContain('<!doctype html>');
        expect(page).toContain(
          'Payments are unavailable right now, please try again in a few minutes.',
        );
        expect(page).toContain(`href="${back}"`);
        expect(page).not.toContain('"message"');
      }
      // No row left behind, and one call to Stripe per press: none is retried.
      expect(await checkoutCount()).toBe(0);
      expect(suite.standIn.calls).toHaveLength(2);
    },
    10_000,
  );

  it('starts the checkout once Stripe answers again', async () => {
    suite.standIn.state.mode = 'hang';
    expect((await navigate(suite.app, proCheckout(CUSTOMER))).status).toBe(503);
    suite.standIn.state.mode = 'normal';
    const again = await navigate(suite.app, proCheckout(CUSTOMER));
    expect(again.status).toBe(303);
    expect(await checkoutCount()).toBe(1);
  }, 10_000);
});
