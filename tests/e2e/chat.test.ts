import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { chatTexts, subscriptionRequiredTexts } from '../../src/content/chat';
import { limits, roles } from '../../src/services/contract';
import { SHELL_SLOT } from '../../src/ui/components/app-shell-slots';
import { startOpenAiStandIn } from '../support/openai-stand-in';
import {
  type AccountsApp,
  logIn,
  newPerson,
  type Person,
  pathOf,
  registerThroughApi,
  startAccountsApp,
  storeSession,
} from './support/accounts';
import {
  launchBrowser,
  openPage,
  pageOfThisTest,
  reusablePages,
  saveScreenshot,
  seriousAccessibilityViolations,
  viewports,
} from './support/browser';

type StandIn = Awaited<ReturnType<typeof startOpenAiStandIn>>;

const SCRIPT = [
  'class RsiReversal:',
  '    period = 10',
  '',
  '    def entry_signal(self, rsi):',
  '        return rsi < 30',
  '',
].join('\n');

const replyWith = (script: string) =>
  [
    'Here is an **RSI reversal** script. It buys when the `rsi` drops below 30:',
    '',
    `\`\`\`python\n${script}\`\`\``,
    '',
    'Which trading platform do you use?',
  ].join('\n');

/** A long reply, for the screenshots: text, lists, a quote and a long script. */
const LONG_REPLY = [
  '## RSI reversal with a bracket exit',
  '',
  'This script watches the **14-period RSI** on your chart and trades reversals. It keeps every setting at the top so you can tune it without reading the logic, and it never holds more than one position.',
  '',
  '1. Enters long when the RSI crosses back above 30.',
  '2. Enters short when the RSI crosses back below 70.',
  '3. Exits with a 6-tick stop-loss and a 12-tick take-profit.',
  '',
  '- Mark the *Buy* and *Sell* buttons on your own screen first.',
  '- Run it in simulation before trading live.',
  '',
  '> This is an automation script, not financial advice.',
  '',
  '```python',
  'class RsiBracket:',
  '    """RSI reversal with a fixed bracket: a long comment line that runs well past the edge of a phone screen, so the block scrolls sideways."""',
  '    period = 14',
  '    oversold = 30',
  '    overbought = 70',
  '    stop_ticks = 6',
  '    target_ticks = 12',
  '',
  '    def __init__(self, screen):',
  '        self.screen = screen',
  '        self.position = None',
  '',
  '    def on_bar(self, bar, rsi):',
  '        if self.position is None and rsi.crossed_above(self.oversold):',
  '            self.enter("buy", bar.close)',
  '        elif self.position is None and rsi.crossed_below(self.overbought):',
  '            self.enter("sell", bar.close)',
  '',
  '    def enter(self, side, price):',
  '        self.screen.click(side)',
  '        self.position = (side, price)',
  '```',
  '',
  'Tell me your platform and I will adjust the button regions.',
].join('\n');

let browser: Browser;
let standIn: StandIn;
/** The embedded database folder the apps of this file share, one app at a time. */
let dataDir: string;
let pro: Person;
/** A Pro customer of the app-shell prompt's test only: the chat remembers each person's exchange. */
let earlyPro: Person;
let plain: Person;

/**
 * Gives the customer a role without a payment: these tests are about the chat, and payments have
 * their own (payments.test.ts). The app's embedded database belongs to the running server, so
 * the test stops the app, sets the role in the stopped database, and starts the app again.
 */
async function grantRole(email: string, role: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await database.db
      .update(users)
      .set({ roles: [role] })
      .where(eq(users.emailAddress, email));
  } finally {
    await database.close();
  }
}

const startChatApp = (env: Record<string, string> = {}) =>
  startAccountsApp({ DATA_DIR: dataDir, AI_TIMEOUT_MS: '3000', ...env });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'signalhand-chat-e2e-'));
  [browser, standIn] = await Promise.all([launchBrowser(), startOpenAiStandIn()]);
  pro = newPerson('pro');
  plain = newPerson('plain');
  earlyPro = newPerson('early-pro');
  const setup = await startChatApp();
  try {
    await registerThroughApi(setup, pro);
    await registerThroughApi(setup, plain);
    await registerThroughApi(setup, earlyPro);
  } finally {
    await setup.stop();
  }
  await grantRole(pro.email, roles.pro);
  await grantRole(earlyPro.email, roles.pro);
}, 120_000);
afterAll(async () => {
  await Promise.all([browser?.close(), standIn?.stop()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A page per width, reused from test to test (its storage, so its session, cleared). */
const pageAt = reusablePages(() => browser);

/**
 * The chat page signed in as `person`: on the reused page, or with `ownPage` on one of its own
 * (closed when the test ends), for a test that grants its context permissions.
 */
async function openChat(
  app: AccountsApp,
  person: Person,
  viewport = viewports.desktop,
  { ownPage = false } = {},
) {
  const page = ownPage ? await pageOfThisTest(browser, viewport) : await pageAt(viewport);
  await storeSession(page, app.url, person);
  await page.goto(`${app.url}/customer/chat`);
  // The app has replaced the chat the app shell drew: what follows is the app's to answer.
  await page.locator(`[${SHELL_SLOT.forChat}]`).waitFor({ state: 'detached' });
  return page;
}

const prompt = (page: Page) => page.getByPlaceholder(chatTexts.placeholder);
const PROMPT_LIMIT = limits.chatMessage;

/** What the browser remembers after Pro ended on the server: the stored user still holds it. */
async function rememberProRole(page: Page) {
  await page.evaluate((role) => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}');
    localStorage.setItem('user', JSON.stringify({ ...user, roles: [role] }));
  }, roles.pro);
}

const storedRoles = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}').roles ?? []) as string[]);
const conversation = (page: Page) => page.getByRole('log', { name: chatTexts.conversationLabel });
const botMessages = (page: Page) => conversation(page).locator('li[data-type="bot"]');

describe('the Pro AI chat with a model', () => {
  let app: AccountsApp;

  beforeAll(async () => {
    app = await startChatApp({ AI_BASE_URL: standIn.baseUrl, AI_MODEL: 'stand-in-model' });
  }, 90_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('sends a prompt typed into the chat the app shell drew, once the app has started', async () => {
    const page = await pageOfThisTest(browser, viewports.mobile);
    await storeSession(page, app.url, earlyPro);
    let wake = () => {};
    const awake = new Promise<void>((resolve) => {
      wake = resolve;
    });
    // The app's start is held back: the prompt is the shell's when it is typed into.
    await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
      await awake;
      await route.continue();
    });
    standIn.answerWith({ kind: 'reply', content: replyWith(SCRIPT) });
    await page.goto(`${app.url}/customer/chat`, { waitUntil: 'domcontentloaded' });
    const shellChat = page.locator(`[${SHELL_SLOT.forChat}]`);
    await shellChat.getByPlaceholder(chatTexts.placeholder).fill('Write an RSI reversal script');
    await shellChat.getByPlaceholder(chatTexts.placeholder).press('Enter');
    wake();
    await shellChat.waitFor({ state: 'detached' });
    await conversation(page).getByText('Write an RSI reversal script').waitFor();
    await botMessages(page).first().getByRole('figure').waitFor();
    expect(await prompt(page).inputValue()).toBe('');
  });

  it('writes a script, copies it, and answers a follow-up with the conversation', async () => {
    const page = await openChat(app, pro, viewports.desktop, { ownPage: true });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: app.url,
    });
    await page.getByRole('heading', { level: 1, name: chatTexts.title }).waitFor();
    expect(await page.getByText(chatTexts.subtitle).isVisible()).toBe(true);

    // Blank input is ignored.
    await prompt(page).fill('   ');
    await prompt(page).press('Enter');
    expect(await conversation(page).locator('li').count()).toBe(0);

    standIn.requests.length = 0;
    standIn.answerWith({ kind: 'slow', delayMs: 800, content: replyWith(SCRIPT) });
    await prompt(page).fill('Write an RSI reversal script');
    await prompt(page).press('Enter');
    expect(await prompt(page).inputValue()).toBe('');
    await conversation(page).getByText('Write an RSI reversal script').waitFor();
    await conversation(page).getByRole('status').getByText(chatTexts.thinking).waitFor();

    const block = botMessages(page).first().getByRole('figure');
    await block.waitFor();
    expect(await block.getByText('python', { exact: true }).isVisible()).toBe(true);
    expect(await botMessages(page).first().locator('strong').textContent()).toBe('RSI reversal');
    expect(await block.locator('pre').textContent()).toBe(SCRIPT);
    expect(standIn.requests[0]?.body.model).toBe('stand-in-model');

    // Copy: the clipboard holds the code; 'Copied!' shows, then goes after 2 s.
    await block.getByRole('button', { name: /Copy python code/ }).click();
    const copied = block.getByRole('button', { name: chatTexts.copied });
    await copied.waitFor();
    const shownAt = Date.now();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SCRIPT);
    await page.waitForTimeout(1000);
    expect(await copied.isVisible()).toBe(true);
    await copied.waitFor({ state: 'detached', timeout: 4000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);
    expect(await block.getByRole('button', { name: /Copy python code/ }).isVisible()).toBe(true);

    // A follow-up, sent with the Generate button, carries the earlier exchange.
    const followUp = SCRIPT.replace('period = 10', 'period = 14');
    standIn.answerWith({ kind: 'reply', content: replyWith(followUp) });
    await prompt(page).fill('Now use a 14-period RSI instead');
    await page.getByRole('button', { name: chatTexts.generate }).click();
    await botMessages(page).nth(1).getByRole('figure').waitFor();
    expect(await botMessages(page).nth(1).locator('pre').textContent()).toBe(followUp);
    expect(standIn.requests[1]?.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'Write an RSI reversal script' },
      { role: 'assistant', content: replyWith(SCRIPT) },
      { role: 'user', content: 'Now use a 14-period RSI instead' },
    ]);

    // The conversation follows the newest message.
    const scrolled = await conversation(page).evaluate(
      (area) => area.scrollTop + area.clientHeight >= area.scrollHeight - 2,
    );
    expect(scrolled).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("says 'Failed to generate response, please retry...' when the model fails", async () => {
    const page = await openChat(app, pro);
    standIn.answerWith({ kind: 'error', status: 500 });
    await prompt(page).fill('Write a breakout script');
    await prompt(page).press('Enter');
    await conversation(page).getByText(chatTexts.failed).waitFor();
    expect(await prompt(page).isEnabled()).toBe(true);
  });

  it("says 'No response from API.' when the model answers nothing", async () => {
    const page = await openChat(app, pro);
    standIn.answerWith({ kind: 'empty' });
    await prompt(page).fill('Write a breakout script');
    await prompt(page).press('Enter');
    await conversation(page).getByText(chatTexts.noResponse).waitFor();
  });

  it.each(Object.entries(viewports))(
    'counts as a prompt nears the limit, and keeps a pasted prompt over it whole, unsent, at %s width',
    async (name, viewport) => {
      const page = await openChat(app, pro, viewport, { ownPage: true });
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: app.url,
      });
      const counter = (length: number) => page.getByText(chatTexts.counter(length, PROMPT_LIMIT));
      const tooLong = page.getByRole('alert').filter({ hasText: chatTexts.tooLong(PROMPT_LIMIT) });

      await prompt(page).fill('a'.repeat(3000));
      expect(await counter(3000).count()).toBe(0);
      await prompt(page).fill('a'.repeat(3700));
      await counter(3700).waitFor();
      expect(await tooLong.count()).toBe(0);
      await saveScreenshot(page, `chat-prompt-counter-${name}`);

      // A paste past the limit: nothing is cut, the screen says why it cannot be sent.
      const pasted = 'b'.repeat(PROMPT_LIMIT + 100);
      await prompt(page).fill('');
      await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
      await prompt(page).focus();
      await page.keyboard.press('ControlOrMeta+V');
      expect(await prompt(page).inputValue()).toBe(pasted);
      await tooLong.waitFor();
      await counter(PROMPT_LIMIT + 100).waitFor();
      expect(await prompt(page).getAttribute('aria-invalid')).toBe('true');

      standIn.requests.length = 0;
      await prompt(page).press('Enter');
      await page.getByRole('button', { name: chatTexts.generate }).click();
      await page.waitForTimeout(300);
      expect(await conversation(page).locator('li').count()).toBe(0);
      expect(await prompt(page).inputValue()).toBe(pasted);
      expect(standIn.requests).toHaveLength(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await saveScreenshot(page, `chat-prompt-too-long-${name}`);

      // Shortened to the limit, it goes.
      standIn.answerWith({ kind: 'reply', content: 'Here you are.' });
      await prompt(page).fill('c'.repeat(PROMPT_LIMIT));
      expect(await tooLong.count()).toBe(0);
      await prompt(page).press('Enter');
      await botMessages(page).first().getByText('Here you are.').waitFor();
    },
  );

  it.each(Object.entries(viewports))(
    'looks finished with a long reply at %s width',
    async (name, viewport) => {
      const page = await openChat(app, pro, viewport);
      standIn.answerWith({ kind: 'reply', content: LONG_REPLY });
      await prompt(page).fill('Write an RSI script with a bracket stop-loss and take-profit');
      await prompt(page).press('Enter');
      await botMessages(page).first().getByRole('figure').waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await saveScreenshot(page, `chat-long-reply-${name}`);
      await conversation(page).evaluate((area) => area.scrollTo({ top: 0 }));
      await saveScreenshot(page, `chat-long-reply-top-${name}`);
    },
  );
});

describe('the chat for everyone else', () => {
  let app: AccountsApp;

  beforeAll(async () => {
    app = await startChatApp();
  }, 90_000);
  afterAll(async () => {
    await app?.stop();
  });

  it.each(Object.entries(viewports))(
    'shows Subscription Required to a customer without Pro at %s width',
    async (name, viewport) => {
      const page = await openChat(app, plain, viewport);
      await page
        .getByRole('heading', { level: 1, name: subscriptionRequiredTexts.heading })
        .waitFor();
      expect(await page.getByText(subscriptionRequiredTexts.text).isVisible()).toBe(true);
      expect(await page.getByPlaceholder(chatTexts.placeholder).count()).toBe(0);
      // Its axe check is every-signed-in-page's: a customer without Pro sees this page there.
      await saveScreenshot(page, `chat-subscription-required-${name}`);
      await page.getByRole('link', { name: subscriptionRequiredTexts.action }).click();
      await page.waitForURL(`${app.url}/customer/accounts`);
      expect(pathOf(page)).toBe('/customer/accounts');
    },
  );

  it.each(Object.entries(viewports))(
    "refreshes the session on a 403 and shows 'Subscription Required' once Pro has ended, at %s width",
    async (name, viewport) => {
      const page = await openPage(browser, viewport);
      await logIn(page, app.url, plain);
      await rememberProRole(page);
      await page.goto(`${app.url}/customer/chat`);
      await prompt(page).fill('Write a breakout script');
      await prompt(page).press('Enter');
      await page
        .getByRole('heading', { level: 1, name: subscriptionRequiredTexts.heading })
        .waitFor();
      expect(await storedRoles(page)).not.toContain(roles.pro);
      expect(await page.getByText(chatTexts.failed).count()).toBe(0);
      expect(pathOf(page)).toBe('/customer/chat');
      await saveScreenshot(page, `chat-pro-ended-${name}`);
      await page.context().close();
    },
  );

  it.each([
    ['Settings', '/customer/settings'],
    ['Accounts', '/customer/accounts'],
  ])('brings the stored roles up to date when %s opens', async (_name, path) => {
    const page = await openPage(browser);
    const chatCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v2/ai/chat')) chatCalls.push(request.url());
    });
    await logIn(page, app.url, plain);
    await rememberProRole(page);
    await page.goto(`${app.url}${path}`);
    await expect.poll(() => storedRoles(page), { timeout: 10_000 }).not.toContain(roles.pro);
    await page
      .getByRole('navigation', { name: 'Customer' })
      .getByRole('link', { name: /AI Chat/ })
      .click();
    await page
      .getByRole('heading', { level: 1, name: subscriptionRequiredTexts.heading })
      .waitFor();
    expect(chatCalls).toEqual([]);
    await page.context().close();
  });

  it('answers a Pro customer with the offline assistant when no model is configured', async () => {
    const page = await openChat(app, pro);
    await prompt(page).fill('Write a 9/21 EMA crossover script');
    await page.getByRole('button', { name: chatTexts.generate }).click();
    const reply = botMessages(page).first();
    await reply.getByRole('figure').waitFor();
    expect(await reply.textContent()).toContain('Offline assistant');
    expect(await reply.locator('pre').textContent()).toContain('class MovingAverageCrossover');
  });
});
