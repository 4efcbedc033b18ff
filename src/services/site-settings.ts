import { promo } from '../content/hero';
import { defaultExternalLinks, type ExternalLinks, externalLinkNames } from '../content/links';

/**
 * What the operator sets on the running server and every page shows, without a rebuild: the
 * promo code the checkout accepts and the addresses outside the site. The server writes them
 * into each HTML page it sends as a JSON data block (never a script that runs: the CSP forbids
 * inline scripts); the browser reads that block once, at start.
 */
export type SiteSettings = { promoCode: string; links: ExternalLinks };

export const defaultSiteSettings: SiteSettings = {
  promoCode: promo.defaultCode,
  links: defaultExternalLinks,
};

/** The id of the `<script type="application/json">` element that carries the settings. */
export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

/** The element the server puts in each page's head (`<` escaped, so the data cannot end it). */
export function siteSettingsElement(settings: SiteSettings): string {
  const json = JSON.stringify(settings).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${SITE_SETTINGS_ELEMENT_ID}">${json}</script>`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const textOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && value !== '' ? value : fallback;

/**
 * The settings this page was sent with; a default for any it lacks (a page from the dev server
 * has none). The server validated them at start: this only guards the shape, without pulling a
 * schema library into the first screen's JavaScript.
 */
export function readSiteSettings(page: Document = document): SiteSettings {
  let data: unknown;
  try {
    data = JSON.parse(page.getElementById(SITE_SETTINGS_ELEMENT_ID)?.textContent ?? 'null');
  } catch {
    // Not JSON: every setting keeps its default.
  }
  const given = isRecord(data) ? data : {};
  const links = isRecord(given.links) ? given.links : {};
  return {
    promoCode: textOr(given.promoCode, defaultSiteSettings.promoCode),
    links: Object.fromEntries(
      externalLinkNames.map((name) => [name, textOr(links[name], defaultExternalLinks[name])]),
    ) as ExternalLinks,
  };
}

/** Each setting by name (`promoCode`, `links.blog`...) with its value. */
export const siteSettingEntries = (settings: SiteSettings): Array<[string, string]> => [
  ['promoCode', settings.promoCode],
  ...externalLinkNames.map((name): [string, string] => [`links.${name}`, settings.links[name]]),
];

/** How every setting's token starts, so the server can tell that none is left unfilled. */
export const SITE_SETTING_TOKEN_START = '{{site-setting:';

/** The token a page is built with in place of a setting's value (see the server's static site). */
export const siteSettingPlaceholder = (name: string) => `${SITE_SETTING_TOKEN_START}${name}}}`;

/**
 * The prerendered pages are built with a token for each setting, which the server replaces with
 * the configured value when it starts: the HTML shows what the operator set, not the build's
 * defaults, and hydration finds the same values it reads from the page.
 */
export const placeholderSiteSettings: SiteSettings = {
  promoCode: siteSettingPlaceholder('promoCode'),
  links: Object.fromEntries(
    externalLinkNames.map((name) => [name, siteSettingPlaceholder(`links.${name}`)]),
  ) as ExternalLinks,
};
