import { FROM_DOWNLOAD_PARAM, pagePaths, pageRegistry } from '../services/page-registry';
import type { ExternalLinkName } from './links';

/**
 * A menu entry: an internal route, or an external address (named: its address is a setting of
 * the running site) that opens in a new tab.
 */
export type NavItem =
  | { label: string; kind: 'internal'; href: string }
  | { label: string; kind: 'external'; link: ExternalLinkName };

export const headerNav: NavItem[] = [
  { label: 'Installation', kind: 'internal', href: pagePaths.installation },
  { label: 'Pricing', kind: 'internal', href: pagePaths.pricing },
  { label: 'Download', kind: 'internal', href: pagePaths.download },
  { label: 'Documentation', kind: 'external', link: 'documentation' },
  { label: 'Blog', kind: 'external', link: 'blog' },
  { label: 'Contact', kind: 'internal', href: pagePaths.contact },
];

/**
 * The installation guide for a fresh download, where Free Download on the home page leads
 * (the guide's address whose query changes what it shows, `FROM_DOWNLOAD_PARAM`).
 */
export { FROM_DOWNLOAD_PARAM };
export const [installationAfterDownloadPath] = pageRegistry.installation.variants;

export const authNav = {
  login: { label: 'Log In', href: pagePaths.login },
  signup: { label: 'Sign up', href: pagePaths.signup },
} as const;
