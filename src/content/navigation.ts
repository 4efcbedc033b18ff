import type { ExternalLinkName } from './links';

/**
 * A menu entry: an internal route, or an external address (named: its address is a setting of
 * the running site) that opens in a new tab.
 */
export type NavItem =
  | { label: string; kind: 'internal'; href: string }
  | { label: string; kind: 'external'; link: ExternalLinkName };

export const headerNav: NavItem[] = [
  { label: 'Installation', kind: 'internal', href: '/demo' },
  { label: 'Pricing', kind: 'internal', href: '/pricing' },
  { label: 'Download', kind: 'internal', href: '/download' },
  { label: 'Documentation', kind: 'external', link: 'documentation' },
  { label: 'Blog', kind: 'external', link: 'blog' },
  { label: 'Contact', kind: 'internal', href: '/contact-us' },
];

export const authNav = {
  login: { label: 'Log In', href: '/login' },
  signup: { label: 'Sign up', href: '/signup' },
} as const;
