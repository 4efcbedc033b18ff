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

/** The customer area's 'Contact Us Directly' page (spec sections 2 and 5). */
export const customerContactTexts = {
  title: 'Contact Us Directly',
  subtitle:
    'Questions about setup, scripts or your plan? Send us a note and we will get back to you.',
  fields: {
    firstName: { label: 'First Name' },
    lastName: { label: 'Last Name' },
    emailAddress: { label: 'Email', placeholder: 'you@example.com' },
    /** The select is named 'Phone code' for screen readers; 'Code' is its empty choice. */
    phoneCode: { label: 'Phone Code', name: 'Phone code', placeholder: 'Code' },
    phoneNumber: { label: 'Phone Number', placeholder: '555 010 4040' },
    reasonToContact: { label: 'Reason to Contact', placeholder: 'How can we help?' },
  },
  submit: 'Submit',
  /** The tiles beside the form. */
  otherWays: {
    label: 'Other ways to reach us',
    email: { title: 'Email', address: SUPPORT_EMAIL },
    response: { title: 'Response time', text: 'Within one business day, Monday to Friday.' },
    community: { title: 'Community', action: 'Ask other traders' },
  },
} as const;

/** Calling codes offered first; the list covers where most customers trade from. */
export const phoneCodes = [
  { value: '+1', label: 'US / CA +1' },
  { value: '+44', label: 'UK +44' },
  { value: '+61', label: 'AU +61' },
  { value: '+49', label: 'DE +49' },
  { value: '+33', label: 'FR +33' },
  { value: '+34', label: 'ES +34' },
  { value: '+39', label: 'IT +39' },
  { value: '+31', label: 'NL +31' },
  { value: '+41', label: 'CH +41' },
  { value: '+971', label: 'AE +971' },
  { value: '+65', label: 'SG +65' },
  { value: '+91', label: 'IN +91' },
  { value: '+81', label: 'JP +81' },
  { value: '+52', label: 'MX +52' },
  { value: '+55', label: 'BR +55' },
  { value: '+27', label: 'ZA +27' },
] as const;
