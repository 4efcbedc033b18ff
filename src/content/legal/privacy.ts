import { BRAND_NAME, COMPANY_NAME, SUPPORT_EMAIL } from '../brand';
import { MINIMUM_AGE, PRIVACY_LAST_UPDATED } from '../policies';
import type { LegalDocument } from './types';

export const privacy: LegalDocument = {
  title: 'Privacy Policy',
  updated: PRIVACY_LAST_UPDATED,
  intro:
    `This policy explains what personal data ${COMPANY_NAME} collects when you use the ` +
    `${BRAND_NAME} website, customer portal and desktop software, why, and the choices you have.`,
  sections: [
    {
      heading: 'What we collect',
      paragraphs: ['We collect only what we need to run the Service:'],
      list: [
        'Account data: your name, e-mail address, hashed password, and how you heard about us.',
        'Subscription and purchase data: plan, dates and amounts. Card details go to our ' +
          'payment provider and never reach our servers.',
        'Support data: the messages and phone number you send us through the contact forms.',
        'AI Scriptwriter prompts and the scripts generated from them.',
        'Technical data: IP address, browser type and server logs kept for security; for each ' +
          'signed-in browser, its browser and system as it reports them, when it signed in and ' +
          'was last used; and a one-way fingerprint of the browsers you signed in from, so we ' +
          'can e-mail you when a new one signs in.',
      ],
    },
    {
      heading: 'What stays on your computer',
      paragraphs: [
        'The desktop software reads your screen locally. Screen images, the regions you ' +
          'annotate, your scripts and your trading activity stay on your computer. We do not ' +
          'receive them, and we never ask for broker passwords or API keys.',
      ],
    },
    {
      heading: 'How we use your data',
      paragraphs: ['We use personal data to:'],
      list: [
        'create and secure your account and sign you in;',
        'provide the plan you chose, bill it and send receipts;',
        'answer support requests and custom-script requests;',
        'send service e-mails such as verification codes and important changes;',
        'prevent fraud and abuse, and meet legal obligations.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'We use the browser’s local storage to keep you signed in and to remember that you ' +
          'accepted the cookie notice. We do not use advertising cookies. Embedded content, such ' +
          'as the scheduling page and the tutorial video, is loaded only when you open it and is ' +
          'subject to its provider’s policy.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We do not sell personal data. We share it only with processors that help us run the ' +
          'Service (hosting, e-mail delivery, payments, the AI model provider for the AI ' +
          'Scriptwriter, scheduling), under contracts that limit their use of it, or when the ' +
          'law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Account data is kept while your account is open. Server logs are kept for 30 days.',
        'When you close your account (Security page, "Close my account"), we erase at once ' +
          'your name, e-mail address, phone numbers, support and custom-script messages, AI ' +
          'Scriptwriter conversations, signed-in browsers and desktop devices, and your name and ' +
          'address wherever our records of e-mails and of our staff’s actions mention them. ' +
          'We keep only what accounting and tax law require (purchases, subscription periods ' +
          'and payments, for up to 7 years) under an anonymous account number, with no name or ' +
          'address attached. You may sign up again with the same address.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Passwords are stored only as strong one-way hashes, sessions expire, and all traffic ' +
          'is encrypted in transit. No system is perfectly secure; tell us at once if you ' +
          'suspect a problem.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Depending on where you live (for example under the GDPR or the CCPA), you may ask to ' +
          'access, correct, export or delete your data, object to or restrict its use, and ' +
          `withdraw consent. Write to ${SUPPORT_EMAIL}; we answer within 30 days. You may also ` +
          'complain to your data protection authority.',
        'You can do the most common of these yourself on the Security page of the customer ' +
          'portal: download everything we hold about you as one file ("Download my data"), ' +
          'change your e-mail address or password, see and sign out every browser and desktop ' +
          'signed in with your account, and close your account.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        `The Service is not for anyone under ${MINIMUM_AGE}. We do not knowingly collect data ` +
          'from minors and delete it if we learn that we have.',
      ],
    },
    {
      heading: 'International transfers',
      paragraphs: [
        'We are based in the United States and our processors may work in other countries. ' +
          'Where the law requires, transfers are covered by standard contractual clauses.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We will post any change here with its date and tell you by e-mail about significant ' +
          'changes before they apply.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about your privacy: ${SUPPORT_EMAIL}.`],
    },
  ],
};
