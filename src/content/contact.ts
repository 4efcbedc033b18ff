import { BRAND_NAME, SUPPORT_EMAIL } from './brand';

export const contactPage = {
  eyebrow: 'Support',
  title: 'Contact Us',
  intro:
    `Questions about ${BRAND_NAME}, your subscription or a script? Write to us: a real person ` +
    'answers every message, usually within one business day.',
  email: { title: 'Email support', address: SUPPORT_EMAIL, text: 'For anything at all.' },
  hours: { title: 'Support hours', text: 'Monday to Friday, 9:00 to 18:00 Eastern Time.' },
  customers: {
    title: 'Already a customer?',
    text: 'Log in and use the contact form in your customer area: we see your plan at once.',
    action: 'Log In',
  },
  social: {
    title: 'Follow us',
    links: [
      { network: 'facebook', label: 'Facebook', link: 'facebook' },
      { network: 'twitter', label: 'Twitter', link: 'x' },
      { network: 'instagram', label: 'Instagram', link: 'instagram' },
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    text: 'The quickest answer may already be here.',
  },
} as const;
