import {
  defaultExternalLinks,
  defaultSiteSettings,
  type ExternalLinks,
  externalLinkNames,
  SITE_SETTINGS_ELEMENT_ID,
  type SiteSettings,
  siteSettingPlaceholder,
} from './site-facts';

/**
 * The browser's side of the site settings: the server writes them into each page (their format
 * is the contract's, which the server reads too) and the browser reads them here, once.
 */
export { defaultSiteSettings, type SiteSettings };

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
