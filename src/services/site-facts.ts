/**
 * The facts of the contract (src/services/contract, which re-exports them) that a public page needs: the
 * product's name, the site settings the server writes into every page, the Pro price. No
 * valibot here: the islands of a public page import this module, not the contract's schemas.
 */
/** The product's name, written once: the server's mails and pages and every client text read it. */
export const BRAND_NAME = 'SignalHand';

/** Where the server publishes the downloadable files (the installer) and the pages link to them. */
export const FILES_PATH = '/files';

/** The address that receives support mail, unless the operator sets SUPPORT_EMAIL. */
export const SUPPORT_EMAIL = 'support@signalhand.io';

// ---------------------------------------------------------------- site settings

/**
 * Every address outside this site, in one place. These are defaults only: an operator sets the
 * real ones with the `LINK_*` variables (server/config.ts, README), and the server hands them to
 * every page. The defaults are placeholders, not pages that exist (the video id is not a real
 * video): a deployment must set them.
 */
export const defaultExternalLinks = {
  documentation: 'https://docs.signalhand.io',
  blog: 'https://blog.signalhand.io',
  community: 'https://community.signalhand.io',
  customGpt: 'https://chatgpt.com/g/g-signalhand-script-assistant',
  scheduling: 'https://calendly.com/signalhand/onboarding',
  /** The tutorial's embed address: the video dialog's frame (its origin is allowed to frame). */
  tutorialVideo: 'https://www.youtube-nocookie.com/embed/signalhand-setup',
  /** The same video on its own site, offered when the embed cannot play. */
  tutorialVideoPage: 'https://www.youtube.com/watch?v=signalhand-setup',
  x: 'https://x.com/signalhand',
  youtube: 'https://www.youtube.com/@signalhand',
  facebook: 'https://www.facebook.com/signalhand',
  instagram: 'https://www.instagram.com/signalhand',
} as const;

export type ExternalLinkName = keyof typeof defaultExternalLinks;
export type ExternalLinks = Record<ExternalLinkName, string>;

export const externalLinkNames = Object.keys(defaultExternalLinks) as ExternalLinkName[];

/** Spec section 9: the promo code of the first free month, unless the operator sets PROMO_CODE. */
export const DEFAULT_PROMO_CODE = 'FIRSTMONTHFREE';

/**
 * What the operator sets on the running server and every page shows, without a rebuild: the
 * promo code the checkout accepts and the addresses outside the site. The server writes them
 * into each HTML page it sends as a JSON data block (never a script that runs: the CSP forbids
 * inline scripts); the browser reads that block once, at start (src/services/site-settings.ts).
 */
export type SiteSettings = { promoCode: string; links: ExternalLinks };

export const defaultSiteSettings: SiteSettings = {
  promoCode: DEFAULT_PROMO_CODE,
  links: defaultExternalLinks,
};

/** The id of the `<script type="application/json">` element that carries the settings. */
export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

/** The element the server puts in each page's head (`<` escaped, so the data cannot end it). */
export function siteSettingsElement(settings: SiteSettings): string {
  const json = JSON.stringify(settings).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${SITE_SETTINGS_ELEMENT_ID}">${json}</script>`;
}

/** Each setting by name (`promoCode`, `links.blog`...) with its value. */
export const siteSettingEntries = (settings: SiteSettings): Array<[string, string]> => [
  ['promoCode', settings.promoCode],
  ...externalLinkNames.map((name): [string, string] => [`links.${name}`, settings.links[name]]),
];

/** How every setting's token starts, so the server can tell that none is left unfilled. */
export const SITE_SETTING_TOKEN_START = '{{site-setting:';

/**
 * The token a prerendered page is built with in place of a setting's value, which the server
 * replaces with the configured value when it starts.
 */
export const siteSettingPlaceholder = (name: string) => `${SITE_SETTING_TOKEN_START}${name}}}`;

// ---------------------------------------------------------------- subscription prices

export const subscriptionTypes = ['MONTHLY', 'YEARLY'] as const;
export type SubscriptionType = (typeof subscriptionTypes)[number];

/** Spec section 9: Pro costs 30 US dollars a month or 300 a year (the pricing page, the checkout). */
export const PRO_PRICE_USD: Record<SubscriptionType, number> = { MONTHLY: 30, YEARLY: 300 };
