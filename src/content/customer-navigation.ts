import type { ExternalLinkName } from './links';

/** The sidebar of the customer area (spec section 2), in order. */
export type CustomerNavItem =
  | { label: string; kind: 'internal'; segment: string; pro?: boolean }
  | { label: string; kind: 'external'; link: ExternalLinkName };

export const customerNav: CustomerNavItem[] = [
  { label: 'Dashboard', kind: 'internal', segment: 'dashboard' },
  { label: 'Script Store', kind: 'internal', segment: 'script-store' },
  { label: 'AI Chat', kind: 'internal', segment: 'chat', pro: true },
  { label: 'Accounts', kind: 'internal', segment: 'accounts' },
  { label: 'Documentation', kind: 'external', link: 'documentation' },
  { label: 'Contact Us', kind: 'internal', segment: 'contact-us' },
  { label: 'Settings', kind: 'internal', segment: 'settings' },
];

/** The pages the customer area knows; any other path shows the dashboard. */
export const customerSegments = new Set(
  customerNav.flatMap((item) => (item.kind === 'internal' ? [item.segment] : [])),
);

/** Spec section 2: the active item matches the second path segment (`/customer/<segment>`). */
export function activeSegment(nestedPath: string): string {
  const segment = nestedPath.split('/')[1] ?? '';
  return customerSegments.has(segment) ? segment : 'dashboard';
}
