import {
  type AccountsApp,
  newPerson,
  type Person,
  registerThroughApi,
} from '../../tests/e2e/support/accounts';

/** A registered Pro customer, signed in: what the signed-in endpoints are measured with. */
export type BenchCustomer = { person: Person; token: string };

async function json(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, init);
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

export function login(url: string, person: Person): Promise<Record<string, unknown>> {
  return json(`${url}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: person.email, password: person.password }),
  });
}

/** Goes through the built-in test checkout as the browser would: start, then Complete. */
async function subscribeMonthly(url: string, person: Person) {
  const config = (await json(`${url}/api/v2/payment/config`)) as { prices: { monthly: string } };
  const query = new URLSearchParams({
    priceId: config.prices.monthly,
    emailAddress: person.email,
    returnUrl: '/customer/accounts',
  });
  const start = await fetch(`${url}/api/v2/payment/subscription/checkout-session?${query}`, {
    redirect: 'manual',
  });
  const checkoutPath = start.headers.get('location');
  if (start.status !== 303 || !checkoutPath) throw new Error(`checkout: ${start.status}`);
  const done = await fetch(`${url}${checkoutPath}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision: 'complete', promoCode: '' }).toString(),
  });
  if (done.status !== 303) throw new Error(`checkout completion: ${done.status}`);
}

/** Registers (the code read from the mail sink), subscribes to Pro, then signs in. */
export async function benchCustomer(accounts: AccountsApp): Promise<BenchCustomer> {
  const person = newPerson('bench');
  await registerThroughApi(accounts, person);
  await subscribeMonthly(accounts.url, person);
  const session = await login(accounts.url, person);
  const subscription = await json(`${accounts.url}/api/v2/payment/subscription`, {
    headers: { authorization: `Bearer ${session.authToken}` },
  });
  if (subscription.isSubscribed !== true) throw new Error('the bench customer is not Pro');
  return { person, token: String(session.authToken) };
}
