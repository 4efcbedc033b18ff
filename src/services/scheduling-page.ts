import { scheduling } from '../content/scheduling';
import type { User } from './contract';

const flag = (on: boolean) => (on ? '1' : undefined);

/**
 * The scheduling provider's page as this site embeds it: the embed parameters of
 * src/content/scheduling.ts in the provider's own names, and a signed-in customer's name and
 * e-mail filled in. `embedDomain` is the embedding page's host, which the provider's page
 * expects to be told.
 */
export function schedulingPageAddress(page: string, user: User | null, embedDomain: string) {
  const { pageSettings, utm, prefill } = scheduling;
  const parameters: Record<string, string | undefined> = {
    background_color: pageSettings.backgroundColor,
    text_color: pageSettings.textColor,
    primary_color: pageSettings.primaryColor,
    hide_gdpr_banner: flag(pageSettings.hideGdprBanner),
    hide_event_type_details: flag(pageSettings.hideEventTypeDetails),
    hide_landing_page_details: flag(pageSettings.hideLandingPageDetails),
    name: user ? `${user.firstName} ${user.lastName}` : undefined,
    first_name: user?.firstName,
    last_name: user?.lastName,
    email: user?.emailAddress,
    utm_source: utm.utmSource,
    utm_medium: utm.utmMedium,
    utm_campaign: utm.utmCampaign,
    ...prefill.customAnswers,
    embed_domain: embedDomain,
    embed_type: 'Inline',
  };
  const query = Object.entries(parameters)
    .flatMap(([name, value]) => (value ? [`${name}=${encodeURIComponent(value)}`] : []))
    .join('&');
  return `${page}${page.includes('?') ? '&' : '?'}${query}`;
}
