import { pagePaths } from '../services/contract';
import { BRAND_NAME } from './brand';
import type { ExternalLinkName } from './links';

/** The sidebar of the customer area (spec section 2), in order. */
export type CustomerNavItem =
  | {
      label: string;
      kind: 'internal';
      path: string;
      segment: string;
      pro?: boolean;
      /** Shown to operators (the ADMIN role) only. */
      adminOnly?: boolean;
    }
  | { label: string; kind: 'external'; link: ExternalLinkName };

/** What marks the console's item active: every /admin page is under it. */
export const ADMIN_SEGMENT = 'admin';

/** A page's segment below /customer ('accounts' for /customer/accounts). */
export const customerSegment = (path: string) => path.slice(pagePaths.customer.area.length + 1);

/** A customer page's path inside the nested /customer router ('/accounts'). */
export const nestedPath = (path: string) => path.slice(pagePaths.customer.area.length);

const page = (label: string, path: string, pro?: boolean): CustomerNavItem => ({
  label,
  kind: 'internal',
  path,
  segment: customerSegment(path),
  ...(pro ? { pro } : {}),
});

export const customerNav: CustomerNavItem[] = [
  page('Dashboard', pagePaths.customer.dashboard),
  page('Script Store', pagePaths.customer.scriptStore),
  page('AI Chat', pagePaths.customer.chat, true),
  page('Accounts', pagePaths.customer.accounts),
  // Issue 18: the desktop tools signed in with the account (and /activate below it).
  page('Devices', pagePaths.customer.devices),
  { label: 'Documentation', kind: 'external', link: 'documentation' },
  page('Contact Us', pagePaths.customer.contact),
  page('Settings', pagePaths.customer.settings),
  // Issue 35: password, e-mail, sign-ins and the customer's data.
  page('Security', pagePaths.customer.security),
  // Issue 17: the operator console, at /admin, in the same frame.
  {
    label: 'Operations',
    kind: 'internal',
    path: pagePaths.admin.overview,
    segment: ADMIN_SEGMENT,
    adminOnly: true,
  },
];

/** The pages the customer area knows; any other path shows the dashboard. */
export const customerSegments = new Set(
  customerNav.flatMap((item) => (item.kind === 'internal' ? [item.segment] : [])),
);

/** Spec section 2: the active item matches the second path segment (`/customer/<segment>`). */
export function activeSegment(nestedPath: string): string {
  const segment = nestedPath.split('/')[1] ?? '';
  return customerSegments.has(segment) ? segment : customerSegment(pagePaths.customer.dashboard);
}

/** The frame of the customer area: the top bar and the sidebar. */
export const customerShell = {
  portal: 'Customer Portal',
  signOut: 'Sign Out',
  /** Spec section 2: shown when the person has no name. */
  guest: 'Guest',
  signedInAs: 'Signed in as',
  sidebarLabel: 'Customer menu',
  navLabel: 'Customer',
  collapse: 'Collapse sidebar',
  expand: 'Expand sidebar',
  homeLabel: `${BRAND_NAME} home`,
  proBadge: 'PRO',
  /** What a screen reader hears after a Pro item's name, and after an external one's. */
  proSuffix: ' (PRO)',
  newTabSuffix: ' (opens in a new tab)',
  /** The app shell's placeholders, until the page's own content is drawn. */
  pageLoading: 'Loading your page',
  /** The app shell's description (the area itself is kept out of search results). */
  description: `Your ${BRAND_NAME} customer portal: scripts, AI chat, accounts, support and settings.`,
} as const;
