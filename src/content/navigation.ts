import { externalLinks } from './links';

/** A menu entry: an internal route, or an external address that opens in a new tab. */
export type NavItem =
  | { label: string; kind: 'internal'; href: string }
  | { label: string; kind: 'external'; href: string };

export const headerNav: NavItem[] = [
  { label: 'Installation', kind: 'internal', href: '/demo' },
  { label: 'Pricing', kind: 'internal', href: '/pricing' },
  { label: 'Download', kind: 'internal', href: '/download' },
  { label: 'Documentation', kind: 'external', href: externalLinks.documentation },
  { label: 'Blog', kind: 'external', href: externalLinks.blog },
  { label: 'Contact', kind: 'internal', href: '/contact-us' },
];

export const authNav = {
  login: { label: 'Log In', href: '/login' },
  signup: { label: 'Sign up', href: '/signup' },
} as const;
