import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { overviewMessages, overviewTexts } from '../../src/content/admin/overview';
import { storeTexts } from '../../src/content/script-store';
import { adminOverviewApi } from '../../src/services/admin-overview';
import { type AdminOverview, OVERVIEW_DAYS } from '../../src/services/contract';
import { ApiRequestError } from '../../src/services/http';
import OverviewPage from '../../src/ui/admin/overview/overview-page';
import { SessionProvider } from '../../src/ui/app/session-provider';
import { system } from '../../src/ui/theme';

vi.mock('../../src/services/admin-overview', () => ({ adminOverviewApi: { figures: vi.fn() } }));
const api = vi.mocked(adminOverviewApi);

/** 30 days from Feb 1, 2026 to Mar 2: two sign-ups on the first, $49 of revenue on the last. */
const overview: AdminOverview = {
  customers: 1_204,
  proSubscribers: 4,
  monthlyRecurringRevenueCents: 11_500,
  scriptsSold: 3,
  scriptRevenueCents: 12_700,
  revenueCents: 42_700,
  openRequests: 2,
  unansweredSupport: 1,
  days: Array.from({ length: OVERVIEW_DAYS }, (_, index) => ({
    date: new Date(Date.UTC(2026, 1, 1 + index)).toISOString().slice(0, 10),
    signUps: index === 0 ? 2 : 0,
    revenueCents: index === OVERVIEW_DAYS - 1 ? 4_900 : 0,
  })),
};

function renderPage() {
  const location = memoryLocation({ path: '/admin' });
  render(
    <ChakraProvider value={system}>
      <Router hook={location.hook}>
        <SessionProvider>
          <OverviewPage />
        </SessionProvider>
      </Router>
    </ChakraProvider>,
  );
}

/** A figure's card: its label and its value, as the page shows them. */
const figure = (key: keyof typeof overviewTexts.figures) => {
  const card = screen.getByTestId(`figure-${key}`);
  return {
    label: within(card).getByRole('term').textContent,
    value: within(card).getAllByRole('definition')[0]?.textContent,
  };
};

/** A table row's texts: the day (its row header), then the figures. */
const cellsOf = (row: HTMLElement) => [
  within(row).getByRole('rowheader').textContent,
  ...within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent),
];

describe('/admin, the overview', { timeout: 45_000 }, () => {
  beforeEach(() => vi.resetAllMocks());
  afterEach(cleanup);

  it('shows placeholders, then every figure with its label, and the chart as a table', async () => {
    let answer: (value: AdminOverview) => void = () => {};
    api.figures.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(screen.getByRole('status').textContent).toBe(overviewTexts.loading);
    expect(screen.queryByRole('table')).toBeNull();

    answer(overview);
    await screen.findByText('1,204');
    const labels = overviewTexts.figures;
    expect(figure('customers')).toEqual({ label: labels.customers.label, value: '1,204' });
    expect(figure('proSubscribers')).toEqual({ label: labels.proSubscribers.label, value: '4' });
    expect(figure('monthlyRecurringRevenue').value).toBe('$115.00');
    expect(figure('scriptsSold').value).toBe('3');
    expect(screen.getByText(labels.scriptsSold.help('$127.00'))).toBeTruthy();
    expect(figure('revenue').value).toBe('$427.00');
    expect(figure('openRequests').value).toBe('2');
    expect(figure('unansweredSupport').value).toBe('1');

    const table = screen.getByRole('table', { name: overviewTexts.chart.title });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(OVERVIEW_DAYS);
    expect(rows.map(cellsOf).at(0)).toEqual(['Feb 1, 2026', '2', '$0.00']);
    expect(rows.map(cellsOf).at(-1)).toEqual(['Mar 2, 2026', '0', '$49.00']);
  });

  it("says when the figures could not be loaded, and 'Try again' loads them", async () => {
    api.figures.mockRejectedValueOnce(new ApiRequestError('http', 'Internal Server Error', 500));
    api.figures.mockResolvedValueOnce(overview);
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(overviewMessages.failed);
    expect(screen.queryByTestId('figure-customers')).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: storeTexts.retry }));
    await screen.findByText('1,204');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refreshes on request, keeping the figures shown meanwhile', async () => {
    api.figures.mockResolvedValueOnce(overview);
    api.figures.mockResolvedValueOnce({ ...overview, customers: 1_205 });
    renderPage();
    await screen.findByText('1,204');
    fireEvent.click(screen.getByRole('button', { name: overviewTexts.reload }));
    expect(figure('customers').value).toBe('1,204');
    await screen.findByText('1,205');
    await waitFor(() => expect(api.figures).toHaveBeenCalledTimes(2));
  });
});
