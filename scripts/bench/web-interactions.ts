import type { Browser, Page } from 'playwright-core';
import { adminListTexts } from '../../src/content/admin/common';
import { customersTable } from '../../src/content/admin/customers';
import { chatTexts } from '../../src/content/chat';
import { accountsPage, settingsPage } from '../../src/content/customer-pages';
import { PURCHASE_PAGE_SIZE, pagePaths } from '../../src/services/contract';
import type { Audience } from '../../src/services/page-registry';
import { type BrowserSession, storeSessionIn } from '../../tests/e2e/support/accounts';
import { viewports } from '../../tests/e2e/support/browser';

/** The CPU slowdown the interactions are measured at, as Lighthouse's mobile profile. */
const CPU_SLOWDOWN = 4;
/** Event Timing reports no event shorter than this (the smallest threshold it takes). */
const SHORTEST_REPORTED_MS = 16;

/**
 * One interaction of a signed-in page (issue 34, point 3): where it starts, what gets the page
 * there, the tap (or key) that is measured, and what says its result is drawn.
 */
type Interaction = {
  name: string;
  audience: Extract<Audience, 'customer' | 'operator'>;
  path: string;
  ready: (page: Page) => Promise<unknown>;
  act: (page: Page) => Promise<unknown>;
  drawn: (page: Page) => Promise<unknown>;
};

const cards = (page: Page) => page.getByTestId('script-card');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

export const interactions: readonly Interaction[] = [
  {
    name: 'Store: the next page',
    audience: 'customer',
    path: pagePaths.customer.scriptStore,
    ready: (page) => cards(page).first().waitFor(),
    act: (page) => button(page, 'Next').click(),
    drawn: (page) => page.getByText('Page 2').waitFor(),
  },
  {
    name: 'Store: opening a script',
    audience: 'customer',
    path: pagePaths.customer.scriptStore,
    ready: (page) => cards(page).first().waitFor(),
    act: (page) => cards(page).first().getByRole('link').first().click(),
    drawn: (page) => page.getByRole('link', { name: 'Back' }).waitFor(),
  },
  {
    name: 'Store: Back from a script',
    audience: 'customer',
    path: pagePaths.customer.scriptStore,
    ready: async (page) => {
      await cards(page).first().getByRole('link').first().click();
      await page.getByRole('link', { name: 'Back' }).waitFor();
    },
    act: (page) => page.getByRole('link', { name: 'Back' }).click(),
    drawn: (page) => cards(page).first().waitFor(),
  },
  {
    name: 'Store: the custom request dialog',
    audience: 'customer',
    path: pagePaths.customer.scriptStore,
    ready: (page) => cards(page).first().waitFor(),
    act: (page) => button(page, 'Request Custom Script').click(),
    drawn: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    name: 'Chat: sending a prompt',
    audience: 'customer',
    path: pagePaths.customer.chat,
    ready: (page) => page.getByPlaceholder(chatTexts.placeholder).fill('Write an EMA crossover'),
    act: (page) => page.getByPlaceholder(chatTexts.placeholder).press('Enter'),
    drawn: (page) =>
      page.getByRole('log', { name: chatTexts.conversationLabel }).locator('li').first().waitFor(),
  },
  {
    name: "Accounts: the upgrade's confirmation",
    audience: 'customer',
    path: pagePaths.customer.accounts,
    ready: (page) => button(page, accountsPage.subscription.upgrade).waitFor(),
    act: (page) => button(page, accountsPage.subscription.upgrade).click(),
    drawn: (page) => button(page, accountsPage.confirmations.upgrade.confirmLabel).waitFor(),
  },
  {
    name: "Settings: the history's older purchases",
    audience: 'customer',
    path: pagePaths.customer.settings,
    ready: (page) => button(page, settingsPage.older).waitFor(),
    act: (page) => button(page, settingsPage.older).click(),
    drawn: (page) => page.getByText(settingsPage.shown(2 * PURCHASE_PAGE_SIZE)).waitFor(),
  },
  {
    name: 'Sidebar: opening it on a phone',
    audience: 'customer',
    path: pagePaths.customer.dashboard,
    ready: (page) => button(page, 'Expand sidebar').waitFor(),
    act: (page) => button(page, 'Expand sidebar').click(),
    drawn: (page) => button(page, 'Collapse sidebar').waitFor(),
  },
  {
    name: "Console: a table's search",
    audience: 'operator',
    path: pagePaths.admin.customers,
    ready: (page) => button(page, adminListTexts.next).waitFor(),
    act: (page) => page.getByRole('searchbox', { name: customersTable.searchLabel }).press('b'),
    drawn: (page) => page.getByRole('searchbox', { name: customersTable.searchLabel }).waitFor(),
  },
  {
    name: "Console: a table's next page",
    audience: 'operator',
    path: pagePaths.admin.customers,
    ready: (page) => button(page, adminListTexts.next).waitFor(),
    act: (page) => button(page, adminListTexts.next).click(),
    drawn: (page) => page.getByText(/^21–/).waitFor(),
  },
];

/**
 * The longest event of the page's interactions since `watchInteractions`, as INP counts one:
 * from the input to the next paint after its handlers ran.
 */
async function longestInteraction(page: Page): Promise<number> {
  // The entries of the last events come after the paint that follows them.
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { longestEvent: number }).longestEvent);
}

function watchInteractions(page: Page, shortest: number) {
  return page.evaluate((threshold) => {
    const scope = window as unknown as { longestEvent: number };
    scope.longestEvent = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) scope.longestEvent = Math.max(scope.longestEvent, entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: threshold } as PerformanceObserverInit);
  }, shortest);
}

/**
 * Measures one interaction once, on a new phone-sized page signed in as its person: the page
 * loads at full speed, then the CPU is slowed 4x for the tap until its result is drawn.
 * Returns the longest interaction's duration in ms (0 when every event was under 16 ms).
 */
export async function measureInteraction(
  browser: Browser,
  baseUrl: string,
  interaction: Interaction,
  session: BrowserSession,
): Promise<number> {
  const context = await browser.newContext({ viewport: viewports.mobile });
  try {
    const page = await context.newPage();
    await storeSessionIn(page, baseUrl, session);
    await page.goto(`${baseUrl}${interaction.path}`);
    await page.waitForLoadState('networkidle');
    await interaction.ready(page);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await watchInteractions(page, SHORTEST_REPORTED_MS);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await interaction.act(page);
    await interaction.drawn(page);
    const longest = await longestInteraction(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return longest;
  } finally {
    await context.close();
  }
}

export type InteractionTimings = Array<{ name: string; path: string; runs: number[] }>;

/** Each interaction `runs` times, each on a page of its own. */
export async function measureInteractions(
  browser: Browser,
  baseUrl: string,
  signIns: Record<Interaction['audience'], () => Promise<BrowserSession>>,
  runs: number,
): Promise<InteractionTimings> {
  const timings: InteractionTimings = [];
  for (const interaction of interactions) {
    const measured: number[] = [];
    for (let run = 1; run <= runs; run++) {
      const session = await signIns[interaction.audience]();
      measured.push(await measureInteraction(browser, baseUrl, interaction, session));
    }
    console.log(`interaction ${interaction.name}: ${measured.map(Math.round).join(', ')} ms`);
    timings.push({ name: interaction.name, path: interaction.path, runs: measured });
  }
  return timings;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const shown = (ms: number) =>
  ms < SHORTEST_REPORTED_MS ? `under ${SHORTEST_REPORTED_MS} ms` : `${Math.round(ms)} ms`;

/** Issue 34's bar for an interaction: its next paint within this of the tap. */
export const INTERACTION_BAR_MS = 200;

export function interactionTable(timings: InteractionTimings): string {
  const rows = timings.map(({ name, path, runs }) => {
    const middle = median(runs);
    const verdict = middle < INTERACTION_BAR_MS ? 'met' : `**over ${INTERACTION_BAR_MS} ms**`;
    return `| ${name} | ${path} | ${runs.length} | ${shown(middle)} | ${shown(Math.max(...runs))} | ${verdict} |`;
  });
  return [
    '| interaction | page | runs | median | longest | bar |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
