import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERED_SCRIPT_IMAGE } from '../../server/domain/admin/requests';
import { customerActions } from '../../src/content/admin/customers';
import {
  requestStepActions,
  requestStepTexts,
  requestTexts,
} from '../../src/content/admin/requests';
import { supportTexts } from '../../src/content/admin/support';
import { chatTexts } from '../../src/content/chat';
import { myRequestsTexts } from '../../src/content/script-store';
import { LOGGED_OUT_MESSAGE } from '../../src/content/session-messages';
import { endpoints, pagePaths } from '../../src/services/contract';
import {
  type AccountsApp,
  field,
  logIn,
  newPerson,
  type Person,
  promoteToAdmin,
  registerThroughApi,
  startAccountsApp,
} from './support/accounts';
import { launchBrowser, openPage, saveScreenshot, viewports } from './support/browser';

/**
 * Issue 17's journeys, an operator in one browser context and a customer in another: a request
 * from new to delivered, a support reply by mail, complimentary Pro opening the chat, and a
 * locked account losing its session.
 */
let browser: Browser;
let accounts: AccountsApp;
const operator = newPerson('operator');

beforeAll(async () => {
  [browser, accounts] = await Promise.all([launchBrowser(), startAccountsApp()]);
  await registerThroughApi(accounts, operator);
  await promoteToAdmin(accounts, operator);
});
afterAll(async () => {
  await browser?.close();
  await accounts?.stop();
});

async function api(path: string, body: unknown, token?: string) {
  const response = await fetch(`${accounts.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

async function newCustomer(label: string) {
  const person = newPerson(label);
  await registerThroughApi(accounts, person);
  return person;
}

/** Signs in as `person` in a context of its own. */
async function signedIn(person: Person) {
  const page = await openPage(browser, viewports.desktop);
  await logIn(page, accounts.url, person);
  return page;
}

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

/** The operator opens the customer's page from the Customers table. */
async function openCustomer(page: Page, person: Person) {
  await page.goto(`${accounts.url}${pagePaths.admin.customers}`);
  await page.getByLabel('Search by e-mail or name').fill(person.email);
  await page.getByRole('row').filter({ hasText: person.email }).getByRole('link').click();
  await page.getByRole('heading', { name: 'Actions' }).waitFor();
}

/** Runs one of the customer page's actions through its confirmation. */
async function confirmAction(page: Page, button: string, confirmLabel: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: confirmLabel }).click();
}

describe('running the business from the console', () => {
  it('takes a custom request from new to delivered, and the customer gets the script', async () => {
    const customer = await newCustomer('requester');
    const { authToken } = await api(endpoints.auth.login, {
      username: customer.email,
      password: customer.password,
    });
    const name = 'Opening Drive Scalper';
    await api(
      endpoints.store.custom,
      {
        name,
        description: 'Buy the first pullback after a strong opening drive.',
        platform: 'TradingView',
        phoneNumber: '+1 555 123 4567',
      },
      String(authToken),
    );

    const page = await signedIn(operator);
    await page.goto(`${accounts.url}${pagePaths.admin.requests}`);
    await page.getByRole('link', { name: requestTexts.open(name) }).click();
    const step = async (status: keyof typeof requestStepActions, fill?: () => Promise<void>) => {
      await page.getByRole('button', { name: requestStepActions[status], exact: true }).click();
      const dialog = page.getByRole('dialog', { name: requestStepActions[status] });
      await fill?.();
      await dialog.getByRole('button', { name: requestStepActions[status], exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    await step('in_review');
    await step('quoted', () =>
      page
        .getByRole('dialog')
        .getByLabel(/^Price \(USD\)/)
        .fill('149'),
    );
    await step('in_progress');
    await step('delivered', async () => {
      await field(page, requestStepTexts.fields.application.label).fill('Futures');
      await field(page, requestStepTexts.fields.brokerage.label).fill('Tradovate');
      await field(page, requestStepTexts.fields.content.label).fill('//@version=5\nplot(close)');
    });
    await page.getByText(requestTexts.owned).waitFor();
    await saveScreenshot(page, 'admin-request-delivered-1280');
    // Mailed at every step, the quote among them.
    await accounts.mail.waitForMail(customer.email, { containing: '$149' });
    await page.context().close();

    const mine = await signedIn(customer);
    await mine.goto(`${accounts.url}${pagePaths.customer.scriptStore}`);
    await mine.getByRole('button', { name: myRequestsTexts.button }).click();
    const list = mine.getByRole('dialog', { name: myRequestsTexts.title });
    await list.getByText(name).first().waitFor();
    await list.getByText(/Delivered/).waitFor();
    await list.getByRole('link', { name: myRequestsTexts.openScript(name) }).click();
    await mine.getByTestId('script-content').waitFor();
    // Its picture, the one every delivered script shows, is there to load.
    const picture = await fetch(`${accounts.url}${DELIVERED_SCRIPT_IMAGE}`);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    await mine.context().close();
  });

  it('sends a reply to a support message by mail and keeps it in the thread', async () => {
    const sender = newPerson('asker');
    await api(endpoints.support, {
      firstName: sender.firstName,
      lastName: sender.lastName,
      emailAddress: sender.email,
      phoneCode: '+1',
      phoneNumber: '555 123 4567',
      reasonToContact: 'Does the desktop tool run on Windows on Arm?',
    });
    const since = Date.now();
    const page = await signedIn(operator);
    await page.goto(`${accounts.url}${pagePaths.admin.support}`);
    await page
      .getByRole('link', { name: supportTexts.open(fullName(sender)) })
      .first()
      .click();
    const reply = 'Yes: download the Windows on Arm build from the download page.';
    await page.getByLabel(supportTexts.reply.label).fill(reply);
    await page.getByRole('button', { name: supportTexts.reply.send }).click();
    await page.getByText(supportTexts.reply.sent).waitFor();
    await page.getByText(supportTexts.operatorWrote(operator.email)).waitFor();
    const mail = await accounts.mail.waitForMail(sender.email, { since, containing: reply });
    expect(mail.subject).not.toBe('');
    await page.context().close();
  });

  it('opens the AI chat with complimentary Pro, then signs a locked customer out', async () => {
    const customer = await newCustomer('granted');
    const mine = await signedIn(customer);
    const ops = await signedIn(operator);
    await openCustomer(ops, customer);
    const until = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await ops.getByLabel(customerActions.untilLabel).fill(until);
    await confirmAction(
      ops,
      customerActions.grantPro,
      customerActions.confirm.grantPro('', '').confirmLabel,
    );
    await ops.getByText(customerActions.notices.grantPro).waitFor();

    // The customer's open session learns of Pro and the chat answers.
    await mine.goto(`${accounts.url}${pagePaths.customer.chat}`);
    await mine.getByPlaceholder(chatTexts.placeholder).fill('Write an RSI reversal script');
    await mine.getByRole('button', { name: chatTexts.generate }).click();
    await mine
      .getByRole('log', { name: chatTexts.conversationLabel })
      .locator('li[data-type="bot"]')
      .first()
      .waitFor();

    await confirmAction(ops, customerActions.lock, customerActions.confirm.lock('').confirmLabel);
    await ops.getByText(customerActions.notices.lock).waitFor();
    // The customer's next call is refused: the notice, then the login page.
    await mine.goto(`${accounts.url}${pagePaths.customer.accounts}`);
    await mine.getByText(LOGGED_OUT_MESSAGE).waitFor();
    await mine.waitForURL(/\/login$/);
    await ops.context().close();
    await mine.context().close();
  });
});
