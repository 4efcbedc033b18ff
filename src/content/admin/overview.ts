import { formatCount, OVERVIEW_DAYS } from '../../services/contract';

/** The console's overview (issue 17). */
export const overviewTexts = {
  loading: 'Loading the figures',
  reload: 'Refresh',
  count: formatCount,
  figures: {
    customers: { label: 'Customers', help: 'Accounts, operators aside' },
    proSubscribers: { label: 'Pro subscribers', help: 'Accounts with Pro now' },
    monthlyRecurringRevenue: {
      label: 'Monthly recurring revenue',
      help: 'Live subscriptions; a yearly plan counts as a twelfth',
    },
    scriptsSold: {
      label: `Scripts sold, ${OVERVIEW_DAYS} days`,
      help: (revenue: string) => `${revenue} in script sales`,
    },
    revenue: { label: `Revenue, ${OVERVIEW_DAYS} days`, help: 'Scripts and subscriptions' },
    openRequests: { label: 'Open custom requests', help: 'New, in review, quoted or in progress' },
    unansweredSupport: { label: 'Unanswered support messages', help: 'Open, no reply yet' },
  },
  chart: {
    title: `Sign-ups and revenue, last ${OVERVIEW_DAYS} days`,
    description:
      'Bars are sign-ups per day (left axis); the line is revenue per day in US dollars (right axis).',
    signUps: 'Sign-ups',
    revenue: 'Revenue (USD)',
    tableSummary: 'The chart as a table',
    date: 'Day',
  },
} as const;

export const overviewMessages = {
  failed: 'The figures could not be loaded.',
} as const;
