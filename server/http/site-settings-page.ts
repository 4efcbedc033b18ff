import {
  SITE_SETTING_TOKEN_START,
  type SiteSettings,
  siteSettingEntries,
  siteSettingPlaceholder,
  siteSettingsElement,
} from '../../src/services/contract';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/**
 * A page as this server sends it: the prerendered markup shows the configured promo code and
 * links where the build left a token for each, and the head carries the settings for the
 * browser to read (src/services/site-settings.ts; the format is the contract's). Done once per page when the server starts.
 */
export function withSiteSettings(html: string, settings: SiteSettings): string {
  let filled = html;
  for (const [name, value] of siteSettingEntries(settings)) {
    filled = filled.replaceAll(siteSettingPlaceholder(name), () => escapeHtml(value));
  }
  const unknown = filled.indexOf(SITE_SETTING_TOKEN_START);
  if (unknown >= 0) {
    const token = filled.slice(unknown, filled.indexOf('}}', unknown) + 2);
    throw new Error(
      `The built site holds a setting this server does not know, ${token}: rebuild it`,
    );
  }
  if (!filled.includes('</head>')) throw new Error('A built page has no </head> for its settings');
  return filled.replace('</head>', () => `${siteSettingsElement(settings)}</head>`);
}
