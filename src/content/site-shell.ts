import { BRAND_NAME } from './brand';

/** The texts of the public shell and of the parts every page shares (spec section 3). */
export const siteShell = {
  skipToContent: 'Skip to content',
  /** The logo's link, in the header and the footer. */
  homeLinkLabel: `${BRAND_NAME} home`,
  mainNavLabel: 'Main',
  mobileNavLabel: 'Mobile',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /** Said after a link or button that opens another site in a new tab (screen readers only). */
  newTabNote: ' (opens in a new tab)',
  pageLoading: 'Loading page',
  pageLoadError: {
    title: 'This page could not be loaded',
    text: 'Check your connection, then try again.',
    reload: 'Reload the page',
  },
} as const;
