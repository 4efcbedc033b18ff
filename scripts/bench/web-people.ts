import type { Audience } from '../../src/services/page-registry';
import { storageKeys } from '../../src/services/storage';
import {
  type AccountsApp,
  type BrowserSession,
  browserSession,
  newPerson,
  promoteToAdmin,
  registerThroughApi,
} from '../../tests/e2e/support/accounts';

/**
 * How the signed-in pages get their person: a Pro customer, and an operator. Each load signs in
 * afresh, as Accounts and Settings rotate the session they open with.
 */
export type BenchSignIns = Partial<Record<Audience, () => Promise<BrowserSession>>>;

const DAY_MS = 24 * 60 * 60 * 1000;

async function call(url: string, token: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * A customer with Pro (given by an operator as complimentary Pro, as the console does), so the
 * chat and Accounts are measured as a paying customer sees them, and the operator who gave it.
 * Each signs in through the API: what a login leaves in the browser.
 */
export async function benchPeople(accounts: AccountsApp): Promise<BenchSignIns> {
  const customer = newPerson('bench-customer');
  const operator = newPerson('bench-operator');
  await registerThroughApi(accounts, customer);
  await registerThroughApi(accounts, operator);
  await promoteToAdmin(accounts, operator.email);
  const operatorSession = await browserSession(accounts.url, operator);
  const token = operatorSession.localStorage[storageKeys.authToken] ?? '';
  const customers = `${accounts.url}/api/v2/admin/customers`;
  const list = (await call(`${customers}?search=${encodeURIComponent(customer.email)}`, token)) as {
    items: Array<{ id: string }>;
  };
  const id = list.items[0]?.id;
  if (!id) throw new Error(`The bench customer ${customer.email} is not in the console's list`);
  const until = new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10);
  await call(`${customers}/${id}/complimentary-pro`, token, {
    method: 'PUT',
    body: JSON.stringify({ until }),
  });
  return {
    customer: () => browserSession(accounts.url, customer),
    operator: () => browserSession(accounts.url, operator),
  };
}
