import { pagePaths } from '../services/page-paths';
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
 * The installation guide for a fresh download, where Free Download on the home page leads: the
 * guide starts the download, greets the visitor and puts the install steps first.
 */
export const FROM_DOWNLOAD_PARAM = 'fromDownload';
export const installationAfterDownloadPath = `${pagePaths.installation}?${FROM_DOWNLOAD_PARAM}=true`;

export const authNav = {
  login: { label: 'Log In', href: pagePaths.login },
  signup: { label: 'Sign up', href: pagePaths.signup },
} as const;
