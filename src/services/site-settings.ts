import * as v from 'valibot';
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

const SiteSettingsSchema = v.object({
  promoCode: v.pipe(v.string(), v.minLength(1)),
  links: v.record(v.picklist(externalLinkNames), v.pipe(v.string(), v.url())),
});

/** The element the server puts in each page's head (`<` escaped, so the data cannot end it). */
export function siteSettingsElement(settings: SiteSettings): string {
  const json = JSON.stringify(settings).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${SITE_SETTINGS_ELEMENT_ID}">${json}</script>`;
}

/** The settings this page was sent with; the defaults where it has none (the dev server). */
export function readSiteSettings(page: Document = document): SiteSettings {
  const text = page.getElementById(SITE_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return defaultSiteSettings;
  try {
    const parsed = v.safeParse(SiteSettingsSchema, JSON.parse(text));
    if (parsed.success) {
      const { promoCode, links } = parsed.output;
      return { promoCode, links: { ...defaultExternalLinks, ...links } };
    }
  } catch {
    // Not JSON: fall back to the defaults below.
  }
  return defaultSiteSettings;
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
