import { describe, expect, it } from 'vitest';
import { scheduling } from '../../src/content/scheduling';
import { schedulingPageAddress } from '../../src/services/scheduling-page';

const page = 'https://calendly.com/team/onboarding';
const ada = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailAddress: 'ada+calls@example.com',
  roles: ['USER'],
};

describe('the scheduling page address', () => {
  it('carries the page settings, utm fields and prefilled answers in the provider’s names', () => {
    const url = new URL(schedulingPageAddress(page, null, 'example.org'));
    expect(`${url.origin}${url.pathname}`).toBe(page);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toEqual({
      background_color: scheduling.pageSettings.backgroundColor,
      text_color: scheduling.pageSettings.textColor,
      primary_color: scheduling.pageSettings.primaryColor,
      hide_gdpr_banner: '1',
      utm_source: scheduling.utm.utmSource,
      utm_medium: scheduling.utm.utmMedium,
      utm_campaign: scheduling.utm.utmCampaign,
      a1: scheduling.prefill.customAnswers.a1,
      embed_domain: 'example.org',
      embed_type: 'Inline',
    });
  });

  it('fills in a signed-in customer’s name and e-mail, encoded', () => {
    const address = schedulingPageAddress(page, ada, 'example.org');
    expect(address).toContain('email=ada%2Bcalls%40example.com');
    const query = new URL(address).searchParams;
    expect(query.get('name')).toBe('Ada Lovelace');
    expect(query.get('first_name')).toBe('Ada');
    expect(query.get('last_name')).toBe('Lovelace');
  });

  it('keeps a query the configured address already has', () => {
    const url = new URL(schedulingPageAddress(`${page}?month=2026-12`, null, 'example.org'));
    expect(url.searchParams.get('month')).toBe('2026-12');
    expect(url.searchParams.get('primary_color')).toBe(scheduling.pageSettings.primaryColor);
  });
});
