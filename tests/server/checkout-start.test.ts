import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { scripts, users } from '../../server/db/schema';
import {
  CHECKOUT_TTL_MS,
  checkoutRules,
  UNPAID_CHECKOUT_KEPT_MS,
} from '../../server/domain/billing/checkout-start';
import { seedScripts } from '../../server/domain/catalogue';
import { fromAddress, signUp, type TestApp } from './support/auth';
import { databaseKinds, openTestDatabase } from './support/databases';
import {
  billingSnapshot,
  LOCAL_MONTHLY,
  LOCAL_YEARLY,
  navigate,
  openCheckout,
  paymentPaths,
  resetBilling,
  submitCheckout,
} from './support/payments';
import { buildTestApp } from './support/test-app';

const ADA = 'ada@example.com';
const NOBODY = 'nobody@example.com';
const paid = seedScripts.find((script) => script.price !== '0' && script.scriptName.includes(' '));
const free = seedScripts.find((script) => script.price === '0');

const scriptLink = (emailAddress: string, product = paid?.scriptName ?? '') =>
  paymentPaths.scriptCheckout(emailAddress, product);
const proLink = (query: Record<string, string>) =>
  paymentPaths.subscriptionCheckout({ priceId: LOCAL_MONTHLY, ...query });

describe.each(databaseKinds)('starting a checkout on %s', (kind) => {
  let database: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    if (!paid || !free) throw new Error('the seed needs a paid and a free script');
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await resetBilling(database);
    app = buildTestApp(database);
    await signUp(app, ADA);
  });

  const from = (address: string) => ({ headers: fromAddress(address) });

  async function checkoutRows() {
    const result = await database.db.execute(
      sql`SELECT status FROM checkouts ORDER BY created_at, status`,
    );
    return (result as unknown as { rows: Array<{ status: string }> }).rows.map((row) => row.status);
  }

  it('answers a known and an unknown address alike, whatever the script, price or return path', async () => {
    const links = (emailAddress: string) => [
      scriptLink(emailAddress, 'No Such Script'),
      scriptLink(emailAddress, ''),
      scriptLink(emailAddress, free?.scriptName),
      proLink({ emailAddress, priceId: 'price_unknown' }),
      proLink({ emailAddress, returnUrl: '/.//evil.example' }),
    ];
    const known = links(ADA);
    const unknown = links(NOBODY);
    for (const [index, link] of known.entries()) {
      const forKnown = await navigate(app, link);
      const forUnknown = await navigate(app, unknown[index] ?? '');
      expect(forKnown.status, link).toBeGreaterThanOrEqual(400);
      expect(forUnknown, link).toEqual(forKnown);
    }
  });

  it('counts checkout links per client address and per e-mail address, known or not', async () => {
    const { startsPerAddress, startsPerEmail } = checkoutRules;
    // Strangers' addresses from one network: each is counted though nothing is started.
    for (let i = 0; i < startsPerAddress.limit; i += 1) {
      const answer = await navigate(app, scriptLink(`x${i}@example.com`), from('198.51.100.7'));
      expect(answer.status).toBe(404);
    }
    const response = await app.request(scriptLink(ADA), {
      redirect: 'manual',
      ...from('198.51.100.7'),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const page = await response.text();
    expect(page).toContain('<!doctype html>');
    expect(page).toContain('Too many checkouts from your network.');
    expect((await navigate(app, scriptLink(ADA), from('198.51.100.8'))).status).toBe(303);

    // One e-mail address, from many networks: the same limit for an account and a stranger.
    for (const emailAddress of [ADA, NOBODY]) {
      const used = emailAddress === ADA ? 1 : 0;
      for (let i = used; i < startsPerEmail.limit; i += 1) {
        const answer = await navigate(app, proLink({ emailAddress }), from(`203.0.113.${i}`));
        expect(answer.status).toBeLessThan(429);
      }
      const refused = await navigate(app, proLink({ emailAddress }), from('203.0.113.200'));
      expect(refused.status).toBe(429);
      expect(refused.text).toContain('Several checkouts were started for this address.');
    }
  });

  it('hands out the open checkout of a customer and product again instead of adding rows', async () => {
    // Several presses at once, from several networks: one checkout.
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => navigate(app, scriptLink(ADA), from(`192.0.2.${i}`))),
    );
    const script = burst[0]?.location ?? '';
    expect(script).toMatch(/^\/api\/v2\/payment\/test-checkout\/[0-9a-f-]{36}$/);
    expect(burst.map((answer) => answer.location)).toEqual(burst.map(() => script));
    const monthly = await openCheckout(app, proLink({ emailAddress: ADA }));
    expect((await navigate(app, proLink({ emailAddress: ADA }))).location).toBe(monthly);
    const yearly = await openCheckout(app, proLink({ emailAddress: ADA, priceId: LOCAL_YEARLY }));
    expect(yearly).not.toBe(monthly);
    // Pro has one checkout at a time: the monthly one, left in another tab, can no longer be paid.
    expect((await navigate(app, monthly)).status).toBe(409);
    expect(await checkoutRows()).toEqual(['cancelled', 'open', 'open']);

    // Once expired, a checkout cannot be paid, and the link opens a new one.
    app.clock.advance(CHECKOUT_TTL_MS);
    expect((await navigate(app, script)).status).toBe(410);
    const again = await openCheckout(app, scriptLink(ADA));
    expect(again).not.toBe(script);
    expect((await submitCheckout(app, again, { decision: 'complete' })).status).toBe(303);

    // Unpaid checkouts are deleted once they have been expired for a while; paid ones stay.
    app.clock.advance(UNPAID_CHECKOUT_KEPT_MS + 1);
    await openCheckout(app, proLink({ emailAddress: ADA }));
    expect(await checkoutRows()).toEqual(['completed', 'open']);
  });

  it('answers HEAD at once: no checkout, no count', async () => {
    const before = await billingSnapshot(database);
    const links = [scriptLink(ADA), proLink({ emailAddress: ADA })];
    for (let i = 0; i <= checkoutRules.startsPerAddress.limit; i += 1) {
      for (const link of links) {
        const answer = await app.request(link, { method: 'HEAD', redirect: 'manual' });
        expect(answer.status).toBe(405);
        expect(answer.headers.get('allow')).toBe('GET');
      }
    }
    expect(await billingSnapshot(database)).toEqual(before);
    for (const link of links) await openCheckout(app, link);
  });

  it('answers a private or unpublished script exactly as an unknown one, for any address', async () => {
    // Issue 32, point 11: the checkout named hidden scripts by answering them differently.
    await signUp(app, 'grace@example.com');
    const [grace] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.emailAddress, 'grace@example.com'));
    const hidden = async (name: string, values: Partial<typeof scripts.$inferInsert>) => {
      const [source] = await database.db
        .select()
        .from(scripts)
        .where(eq(scripts.scriptName, paid?.scriptName ?? ''));
      if (!source) throw new Error('the seed script is missing');
      const { id: _id, ...copy } = source;
      await database.db.insert(scripts).values({ ...copy, scriptName: name, ...values });
      return name;
    };
    const names = [
      await hidden('Made For Grace', { privateToUserId: grace?.id }),
      await hidden('Draft Paid', { published: false }),
      await hidden('Draft Free', { published: false, price: '0' }),
    ];
    for (const emailAddress of [ADA, NOBODY]) {
      const unknown = await navigate(app, scriptLink(emailAddress, 'No Such Script'));
      expect(unknown.status).toBe(404);
      expect(unknown.text).toContain('Script not found');
      for (const name of names) {
        expect(await navigate(app, scriptLink(emailAddress, name)), name).toEqual(unknown);
      }
    }
    expect(await checkoutRows()).toEqual([]);
    // The customer it was made for still buys it.
    const forGrace = await navigate(app, scriptLink('grace@example.com', 'Made For Grace'));
    expect(forGrace.status).toBe(303);
    expect(forGrace.location).toMatch(/^\/api\/v2\/payment\/test-checkout\//);
  });

  it('sends a customer who owns the script to it instead of to a second payment', async () => {
    const checkout = await openCheckout(app, scriptLink(ADA));
    await submitCheckout(app, checkout, { decision: 'complete' });
    const before = await billingSnapshot(database);
    const again = await navigate(app, scriptLink(ADA));
    expect(again.status).toBe(303);
    expect(again.location).toBe(
      `/customer/script-store/${encodeURIComponent(paid?.scriptName ?? '')}`,
    );
    expect(await billingSnapshot(database)).toEqual(before);
  });

  it('keeps a return path only when, resolved against the site, it stays in the customer area', async () => {
    const refused = [
      '/.//evil.com',
      '/x/..//evil.com',
      '/x/%2e%2e//evil.com',
      '/x/%2E%2E//evil.com',
      '/x/.%2e//evil.com',
      '/customer/../..//evil.com',
      '/customer/%2e%2e/%2e%2e//evil.com',
      '/customer/accounts/../../..//evil.com/x',
      '/./\\evil.com',
      '/\\/evil.com',
      '/\\evil.com',
      '//evil.com',
      '///evil.com',
      '//app.test@evil.com/customer',
      '//user@app.test/customer/accounts',
      '\\\\evil.com',
      'https://evil.com/customer/accounts',
      'http://app.test/customer/accounts',
      'javascript:alert(1)',
      'customer/accounts',
      '/customer/accounts\t',
      '/customer/\nLocation: //evil.com',
      '/customer/accounts ',
      '/',
      '/login',
      '/api/v2/payment/webhook',
      '/customerx',
      '/customer.evil.com',
      '/customer/..',
      '/customer/../login',
      `/customer/${'a'.repeat(500)}`,
    ];
    const before = await billingSnapshot(database);
    for (const returnUrl of refused) {
      const answer = await navigate(app, proLink({ emailAddress: ADA, returnUrl }));
      expect(answer.status, returnUrl).toBe(400);
      expect(answer.location, returnUrl).toBeNull();
      expect(answer.text, returnUrl).toContain('must be a page of this site');
    }
    expect(await billingSnapshot(database)).toEqual(before);

    const kept: Array<[string, string]> = [
      ['/customer/accounts?tab=plan', '/customer/accounts?tab=plan'],
      ['/customer/./accounts', '/customer/accounts'],
      ['/customer/x/../settings', '/customer/settings'],
      ['/customer/%2e%2e/customer/chat', '/customer/chat'],
      ['/customer//evil.com', '/customer//evil.com'],
      ['/customer/dashboard#top', '/customer/dashboard'],
      ['/customer', '/customer'],
    ];
    for (const [returnUrl, path] of kept) {
      const checkout = await openCheckout(app, proLink({ emailAddress: ADA, returnUrl }));
      const back = await submitCheckout(app, checkout, { decision: 'cancel' });
      expect(back.location, returnUrl).toBe(path);
    }
  });
});
