import { BRAND_NAME, COMPANY_NAME, SUPPORT_EMAIL } from '../brand';
import { MINIMUM_AGE, REFUND_WINDOW_DAYS, TERMS_LAST_UPDATED } from '../policies';
import type { LegalDocument } from './types';

export const terms: LegalDocument = {
  title: 'Terms and Conditions',
  updated: TERMS_LAST_UPDATED,
  intro:
    `These terms govern your use of the ${BRAND_NAME} website, customer portal and desktop ` +
    `software (together, the “Service”), provided by ${COMPANY_NAME} (“we”, “us”). By ` +
    'creating an account, downloading the software or using the Service you agree to them.',
  sections: [
    {
      heading: 'Eligibility',
      paragraphs: [
        `You must be at least ${MINIMUM_AGE} years old and able to form a binding contract to ` +
          'use the Service. By using it you confirm that you are, and that trading is lawful ' +
          'for you where you live.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You are responsible for the accuracy of the details you give us, for keeping your ' +
          'password secret and for everything done under your account. Tell us at once at ' +
          `${SUPPORT_EMAIL} if you suspect unauthorised use.`,
      ],
    },
    {
      heading: 'What the software does',
      paragraphs: [
        `${BRAND_NAME} reads regions of your screen that you select and performs mouse and ` +
          'keyboard actions on your computer according to scripts that you choose, write or ' +
          'configure. It acts only on your instructions, through the trading platforms you ' +
          'already use, and it has no access to your broker account other than what is visible ' +
          'and clickable on your screen.',
      ],
    },
    {
      heading: 'No financial advice',
      paragraphs: [
        `${BRAND_NAME} is a software tool. Nothing in the Service, including scripts in the ` +
          'Script Store and text produced by the AI Scriptwriter, is personalised financial ' +
          'advice or a recommendation to buy or sell any security, future, option, currency or ' +
          'crypto-asset. Consult a qualified financial advisor before making investment ' +
          'decisions.',
      ],
    },
    {
      heading: 'Trading risk',
      paragraphs: [
        'Trading carries a high level of risk and can result in the loss of all or more than ' +
          'your invested capital. Automated execution does not remove market risk; it can ' +
          'multiply the effect of a faulty script. You are solely responsible for every order ' +
          'placed on your accounts, for testing scripts in simulation first and for monitoring ' +
          'them while they run.',
      ],
    },
    {
      heading: 'Licence',
      paragraphs: [
        'We grant you a personal, non-exclusive, non-transferable, revocable licence to install ' +
          'and use the desktop software on computers you control, for as long as your account ' +
          'is in good standing and within the limits of your plan.',
      ],
      list: [
        'Do not copy, resell, sublicense or rent the software.',
        'Do not reverse engineer it except where the law allows despite this restriction.',
        'Do not remove or bypass licence checks or plan limits.',
      ],
    },
    {
      heading: 'Plans and billing',
      paragraphs: [
        'The Trial plan is free and limited to one hour of run time per day. The Pro plan is ' +
          'billed in advance, monthly or yearly, in US dollars, through our payment provider, ' +
          'and renews automatically until you cancel. Prices may change; a change applies from ' +
          'your next renewal and we announce it at least 30 days ahead.',
      ],
    },
    {
      heading: 'Promotional codes',
      paragraphs: [
        'Promotional codes, such as a free first month, are for new customers only, apply at ' +
          'checkout, cannot be exchanged for cash and may be withdrawn at any time. We may ' +
          'cancel a benefit obtained through misuse of a code.',
      ],
    },
    {
      heading: 'Refund policy',
      paragraphs: [
        `Subscriptions come with a ${REFUND_WINDOW_DAYS}-day money-back guarantee. If you ask ` +
          `for a refund at ${SUPPORT_EMAIL} within ${REFUND_WINDOW_DAYS} days of a payment, we ` +
          'refund that payment in full as a credit to the original payment method. Refunds may ' +
          'take 5 to 10 business days to appear, depending on your bank. After that window, ' +
          'payments are not refundable, but you may cancel at any time to stop future renewals.',
        'One-off purchases of scripts in the Script Store are refundable within the same window ' +
          'if the script does not work as described.',
      ],
    },
    {
      heading: 'Cancellation',
      paragraphs: [
        'You can cancel your subscription at any time from the Settings page of the customer ' +
          'area. Cancellation takes effect at the end of the current billing period; until then ' +
          'you keep Pro access.',
      ],
    },
    {
      heading: 'Script Store and custom scripts',
      paragraphs: [
        'Scripts in the Script Store are licensed to you for your own use. Custom scripts we ' +
          'write on request are delivered as described in our quote. You must review and test ' +
          'every script before running it on a live account.',
      ],
    },
    {
      heading: 'AI Scriptwriter',
      paragraphs: [
        'The AI Scriptwriter generates scripts from your prompts using a language model. Its ' +
          'output can be wrong or incomplete. Do not enter passwords or personal data in ' +
          'prompts, and review generated scripts before you use them.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['You agree not to use the Service to:'],
      list: [
        'break the law or the terms of a trading platform or broker you use it with;',
        'manipulate markets, including spoofing, layering or wash trading;',
        'attack, overload or probe the Service or other users;',
        'share your account or licence with anyone else.',
      ],
    },
    {
      heading: 'Third-party platforms',
      paragraphs: [
        'The software works with platforms we do not control. Their availability, prices, ' +
          'fills and terms are their own. A change to a platform’s layout may require you to ' +
          'update your screen regions.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `The Service, the ${BRAND_NAME} name and logo, and all content we provide belong to ` +
          `${COMPANY_NAME} or its licensors. Scripts you write yourself remain yours.`,
      ],
    },
    {
      heading: 'Disclaimer of warranties',
      paragraphs: [
        'The Service is provided “as is” and “as available”. To the extent the law allows, we ' +
          'disclaim all warranties, express or implied, including fitness for a particular ' +
          'purpose, and we do not warrant that it will be uninterrupted, error-free or ' +
          'profitable.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent the law allows, we are not liable for trading losses, lost profits or ' +
          'indirect or consequential damages, and our total liability for any claim is limited ' +
          'to the amount you paid us in the 12 months before the claim.',
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        'We may suspend or close an account that breaks these terms, with notice where ' +
          'possible. You may close your account at any time by writing to support.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms. We will post the new version here with its date and, for ' +
          'significant changes, tell you by e-mail before they apply. Continuing to use the ' +
          'Service after that means you accept them.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the State of Delaware, United States, without ' +
          'regard to its conflict-of-law rules, and disputes go to its courts.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms: ${SUPPORT_EMAIL}.`],
    },
  ],
};
