import { pagePaths, type SubscriptionStanding } from '../services/contract';
import type { ExternalLinkName } from './links';
import { formatPlanPrice, pricingPage, proPlan } from './plans';

/** Where a dashboard tile leads: a page of this site, an external address, or the sign-out. */
export type DashboardTarget =
  | { kind: 'page'; path: string }
  | { kind: 'external'; link: ExternalLinkName }
  | { kind: 'signOut' };

export type DashboardTile = {
  /** Names the tile's icon. */
  id:
    | 'download'
    | 'support'
    | 'store'
    | 'chat'
    | 'documentation'
    | 'community'
    | 'accounts'
    | 'signOut';
  label: string;
  text: string;
  target: DashboardTarget;
};

/** /customer and /customer/dashboard (spec section 2): four groups of shortcuts. */
export const dashboardPage = {
  title: 'Dashboard',
  welcome: (firstName?: string) =>
    `Welcome back${firstName ? `, ${firstName}` : ''}. Everything for your trading automation in one place.`,
  groups: [
    {
      title: 'Installation',
      tiles: [
        {
          id: 'download',
          label: 'Download',
          text: 'Get the desktop tool and the setup guide.',
          target: { kind: 'page', path: pagePaths.installation },
        },
        {
          id: 'support',
          label: 'Contact Support',
          text: 'Stuck with the setup? Write to us.',
          target: { kind: 'page', path: pagePaths.customer.contact },
        },
      ],
    },
    {
      title: 'Trading Actions',
      tiles: [
        {
          id: 'store',
          label: 'Script Store',
          text: 'Ready-made strategies for your platform.',
          target: { kind: 'page', path: pagePaths.customer.scriptStore },
        },
        {
          id: 'chat',
          label: 'AI Chat',
          text: 'Generate a script with our AI assistant.',
          target: { kind: 'page', path: pagePaths.customer.chat },
        },
      ],
    },
    {
      title: 'Information',
      tiles: [
        {
          id: 'documentation',
          label: 'Documentation',
          text: 'Guides for regions, signals and scripts.',
          target: { kind: 'external', link: 'documentation' },
        },
        {
          id: 'community',
          label: 'Community',
          text: 'Trade ideas and answers from other users.',
          target: { kind: 'external', link: 'community' },
        },
      ],
    },
    {
      title: 'Account',
      tiles: [
        {
          id: 'accounts',
          label: 'Accounts',
          text: 'Your subscription and plan.',
          target: { kind: 'page', path: pagePaths.customer.accounts },
        },
        {
          id: 'signOut',
          label: 'Sign Out',
          text: 'End this session.',
          target: { kind: 'signOut' },
        },
      ],
    },
  ] satisfies Array<{ title: string; tiles: DashboardTile[] }>,
} as const;

/** In lower case, as the status line always said it ('Status: active'). */
const STANDING_LABEL: Record<SubscriptionStanding, string> = {
  none: 'none',
  active: 'active',
  payment_failed: 'payment failed',
  unpaid: 'unpaid',
  cancelled: 'cancelled',
  ended: 'ended',
};

/** What a subscription's plan type reads as. */
const planLabel = (type: string | null | undefined) =>
  type === 'YEARLY' ? 'Pro, annual' : type === 'MONTHLY' ? 'Pro, monthly' : '—';

/** /customer/accounts, the Account Dashboard (spec sections 2 and 4). */
export const accountsPage = {
  title: 'Account Dashboard',
  subtitle: 'Your Pro subscription: its status, plan and changes.',
  loading: 'getting your subscription details ready',
  retry: 'Try again',
  planLabel,
  /** Pro given by the team (issue 17), shown above the subscription while it runs. */
  complimentary: (until: string) =>
    `You have complimentary Pro until ${until}: the AI chat and every Pro feature, free of charge.`,
  subscription: {
    heading: 'Pro subscription',
    /** The true status in words (issue 37), never 'Active' for one that gives no Pro. */
    status: (standing: SubscriptionStanding) => `Status: ${STANDING_LABEL[standing]}`,
    /** What a failed payment means for Pro, under the facts. */
    paymentFailed: (until: string) =>
      `Your last payment failed. Pro stays until ${until}; update your card to keep it.`,
    unpaid: 'Your last payment failed and Pro has ended. Update your card to get it back.',
    plan: 'Plan',
    periodFrom: 'Current period from',
    endsOn: 'Ends on',
    renewsOn: 'Renews on',
    reinstate: 'Reinstate Subscription',
    upgrade: 'Upgrade to Annual Subscription',
    annual: 'You are on the annual plan.',
  },
  schedule: {
    heading: 'Schedule Info',
    newPlan: 'New plan',
    starts: 'Starts',
    until: 'Until',
    status: 'Status',
    statusLabel: (status: string) =>
      ({ not_started: 'Not started', active: 'Active', completed: 'Completed' })[status] ?? status,
  },
  /** The Pro plan offered to a person without a subscription. */
  offer: {
    heading: proPlan.name,
    badge: pricingPage.popularBadge,
    text: 'Store marketplace, custom script requests, tech support and the AI scriptwriter.',
    choices: [
      { period: 'monthly', label: 'Subscribe monthly' },
      { period: 'yearly', label: 'Subscribe yearly' },
    ],
    promoNote: pricingPage.promoNote,
  },
  /** The two confirmations of spec section 4; one dialog shows whichever is pending. */
  confirmations: {
    upgrade: {
      title: 'Upgrade to Annual Subscription',
      // Worded when shown: this module loads with the dashboard, and the first price format
      // (Intl) costs about 130 ms at 4x CPU there.
      get text() {
        return `Your plan changes to the annual Pro plan (${formatPlanPrice(proPlan.price.yearly)} a year) at the end of the current period. By proceeding you authorise this additional charge.`;
      },
      confirmLabel: 'Proceed',
    },
    reinstate: {
      title: 'Reinstate Subscription',
      text: 'Your subscription will renew at the end of the current period again, which may result in an additional cost.',
      confirmLabel: 'Reinstate',
    },
  },
  dismiss: 'Cancel',
} as const;

/** /customer/settings: Purchase Info and the purchase history (spec section 2). */
export const settingsPage = {
  title: 'Settings',
  purchaseInfo: 'Purchase Info',
  person: (user: { firstName: string; lastName: string; emailAddress: string }) =>
    `${user.firstName} ${user.lastName} · ${user.emailAddress}`,
  loading: 'fetching your settings',
  retry: 'Try again',
  empty: 'No purchases yet.',
  /** The history comes by pages, newest first: older ones on demand. */
  older: 'Show older purchases',
  olderLoading: 'Loading older purchases…',
  shown: (count: number) => `Showing the ${count} most recent purchases.`,
  olderFailed: 'Older purchases could not be loaded. Please try again.',
  historyLabel: 'Purchase history',
  columns: { name: 'Name', price: 'Price', type: 'Type', purchased: 'Purchased', period: 'Period' },
  cancel: 'Cancel Subscription',
  /** Spec section 4: the cancellation cannot be undone here. */
  cancelConfirmation: {
    title: 'Cancel Subscription',
    text: 'Are you sure? This action cannot be undone here: Pro stays active until the end of the current period.',
    confirmLabel: 'Yes, Cancel Subscription',
    dismissLabel: 'No, Keep Subscription',
  },
} as const;

/** Spec sections 4 and 8: a failed refresh asks for a new login; OK logs out. */
export const refreshFailedDialog = {
  title: 'Session Refresh Failed',
  text: 'Your session could not be refreshed. Please log in again.',
  confirmLabel: 'OK',
} as const;
