import { pagePaths } from '../services/contract';
import { BRAND_NAME, COMPANY_NAME } from './brand';
import type { ExternalLinkName } from './links';
import type { NavItem } from './navigation';

export type SocialLink = {
  icon: 'x' | 'youtube' | 'facebook' | 'instagram';
  link: ExternalLinkName;
  label: string;
};

/** The footer configuration of spec section 3: logo, brand, social, main and legal links, copyright. */
export const footer = {
  companyName: COMPANY_NAME,
  socialLinks: [
    { icon: 'x', link: 'x', label: `${BRAND_NAME} on X` },
    { icon: 'youtube', link: 'youtube', label: `${BRAND_NAME} on YouTube` },
    { icon: 'facebook', link: 'facebook', label: `${BRAND_NAME} on Facebook` },
    { icon: 'instagram', link: 'instagram', label: `${BRAND_NAME} on Instagram` },
  ] satisfies SocialLink[],
  mainTitle: 'Company',
  mainLinks: [
    { label: 'Home', kind: 'internal', href: pagePaths.home },
    { label: 'About Us', kind: 'internal', href: pagePaths.about },
    // The blog is hosted outside the app, so its link leaves the site in a new tab.
    { label: 'Blog', kind: 'external', link: 'blog' },
    { label: 'Contact Us', kind: 'internal', href: pagePaths.contact },
  ] satisfies NavItem[],
  legalTitle: 'Legal',
  legalLinks: [
    { label: 'Privacy Policy', kind: 'internal', href: pagePaths.privacy },
    { label: 'Terms and Conditions', kind: 'internal', href: pagePaths.terms },
  ] satisfies NavItem[],
  copyright: (year: number) => `© ${year} ${COMPANY_NAME}. All rights reserved.`,
  disclaimer:
    `${BRAND_NAME} is a software tool. Nothing on this site or in the software is personalised ` +
    'financial advice or a recommendation to buy or sell any security. Trading securities, ' +
    'futures, options, currencies and crypto-assets carries risk, including the loss of your ' +
    'capital. Consult a qualified financial advisor before making investment decisions.',
} as const;
