import {
  BRAND_NAME,
  type CustomRequestStatus,
  customRequestStatusLabels,
  type DeliveryOffer,
  pagePaths,
  scriptPagePath,
} from '../../src/services/contract';
import type { MailMessage } from '../adapters/mail/mailer';

/** Which mail it is: kept with it in the outbox, so logs and metrics need not read the body. */
export type MailKind =
  | 'registration-code'
  | 'password-reset-code'
  | 'password-changed'
  | 'no-account'
  | 'custom-request'
  | 'support-message'
  | 'support-receipt'
  | 'custom-request-update'
  | 'support-reply'
  | 'devices-stopped'
  | 'devices-resumed'
  | 'password-changed-by-owner'
  | 'new-browser-sign-in'
  | 'email-change-code'
  | 'email-changed'
  | 'account-closed'
  | 'payment-failed'
  | 'payment-reminder'
  | 'payment-recovered'
  | 'payment-reversed';

/** A mail ready for the outbox. */
export type Mail = MailMessage & { kind: MailKind };

type MailContent = {
  kind: MailKind;
  to: string;
  subject: string;
  greeting: string;
  /** Paragraphs before the code (or the only paragraphs when there is none). */
  intro: string[];
  code?: string;
  outro: string[];
  publicUrl: string;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * Text for a header line: every run of white space, line breaks included, becomes one space.
 * Names are refused with line breaks at validation already; this keeps user text in a subject
 * from ever starting a header of its own, whatever reaches it.
 */
export const headerText = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A short mail in both forms; the HTML is plain markup with inline styles, as mail needs. */
export function compose(content: MailContent): Mail {
  const text = [
    content.greeting,
    ...content.intro,
    ...(content.code ? [`    ${content.code}`] : []),
    ...content.outro,
    `${BRAND_NAME} · ${content.publicUrl}`,
  ].join('\n\n');
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f4f5f7">',
    '<div style="max-width:480px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;',
    'font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#1a202c">',
    `<p style="margin:0 0 16px;font-size:20px;font-weight:bold">${BRAND_NAME}</p>`,
    paragraph(content.greeting),
    ...content.intro.map(paragraph),
    content.code
      ? `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px">${content.code}</p>`
      : '',
    ...content.outro.map(paragraph),
    `<p style="margin:0;font-size:13px;color:#718096"><a href="${escapeHtml(content.publicUrl)}">${BRAND_NAME}</a></p>`,
    '</div></body></html>',
  ].join('');
  return { kind: content.kind, to: content.to, subject: headerText(content.subject), text, html };
}

const IGNORE = 'If you did not ask for this, you can ignore this e-mail.';

export function registrationCodeMail(args: {
  to: string;
  firstName: string;
  code: string;
  validMinutes: number;
  publicUrl: string;
}): Mail {
  return compose({
    kind: 'registration-code',
    to: args.to,
    subject: `Your ${BRAND_NAME} verification code`,
    greeting: `Hello ${args.firstName},`,
    intro: [`Here is the code to finish creating your ${BRAND_NAME} account:`],
    code: args.code,
    outro: [`Enter it on the sign-up page. It is valid for ${args.validMinutes} minutes.`, IGNORE],
    publicUrl: args.publicUrl,
  });
}

export function passwordResetCodeMail(args: {
  to: string;
  firstName: string;
  code: string;
  validMinutes: number;
  publicUrl: string;
}): Mail {
  return compose({
    kind: 'password-reset-code',
    to: args.to,
    subject: `Reset your ${BRAND_NAME} password`,
    greeting: `Hello ${args.firstName},`,
    intro: [`Here is the code to choose a new ${BRAND_NAME} password:`],
    code: args.code,
    outro: [
      `Enter it on the reset page. It is valid for ${args.validMinutes} minutes.`,
      `${IGNORE} Your password stays as it is.`,
    ],
    publicUrl: args.publicUrl,
  });
}

/**
 * After a password reset: the owner hears of it, so a reset they did not make does not go
 * unseen, and learns why their browsers and desktop devices ask them to sign in again.
 */
export function passwordChangedMail(args: {
  to: string;
  firstName: string;
  publicUrl: string;
}): Mail {
  return compose({
    kind: 'password-changed',
    to: args.to,
    subject: `Your ${BRAND_NAME} password was changed`,
    greeting: `Hello ${args.firstName},`,
    intro: [
      `The password of your ${BRAND_NAME} account was just changed with a code sent to this address.`,
      'Every browser and desktop device was signed out: sign in again with your new password, and sign each desktop device in again from the tool.',
    ],
    outro: [
      `If you did not change it, choose a new password at once at ${args.publicUrl}${pagePaths.resetPassword}, and contact us.`,
    ],
    publicUrl: args.publicUrl,
  });
}

/**
 * The emergency stop was pressed or released (issue 36): the owner hears of each, so a stop or
 * a resume they did not make (an operator's, or someone in their session) does not go unseen.
 */
export function devicesStopMail(args: {
  to: string;
  firstName: string;
  stopped: boolean;
  /** Who pressed it: the customer, or an operator of the site. */
  by: 'customer' | 'operator';
  publicUrl: string;
}): Mail {
  const devicesPage = `${args.publicUrl}${pagePaths.customer.devices}`;
  const who = args.by === 'operator' ? `An operator of ${BRAND_NAME}` : 'You';
  return compose({
    kind: args.stopped ? 'devices-stopped' : 'devices-resumed',
    to: args.to,
    subject: args.stopped
      ? `Trading stopped on all your ${BRAND_NAME} devices`
      : `Trading resumed on your ${BRAND_NAME} devices`,
    greeting: `Hello ${args.firstName},`,
    intro: args.stopped
      ? [
          `${who} pressed the emergency stop: every desktop device signed in with your account stops trading within seconds, and a device that is offline stops as soon as it connects.`,
          `They stay stopped until you resume trading at ${devicesPage}.`,
        ]
      : [`${who} resumed trading: your desktop devices may trade again.`],
    outro: [`If this was not you, stop trading again at ${devicesPage} and contact us.`],
    publicUrl: args.publicUrl,
  });
}

/**
 * The owner changed the password on the Security page (issue 35): the other browsers were
 * signed out, the desktops stay; a change they did not make does not go unseen.
 */
export function passwordChangedByOwnerMail(args: {
  to: string;
  firstName: string;
  publicUrl: string;
}): Mail {
  return compose({
    kind: 'password-changed-by-owner',
    to: args.to,
    subject: `Your ${BRAND_NAME} password was changed`,
    greeting: `Hello ${args.firstName},`,
    intro: [
      `The password of your ${BRAND_NAME} account was just changed from its Security page.`,
      'Every other browser was signed out; your linked desktop devices stay signed in.',
    ],
    outro: [
      `If you did not change it, choose a new password at once at ${args.publicUrl}${pagePaths.resetPassword}, and contact us.`,
    ],
    publicUrl: args.publicUrl,
  });
}

/** A sign-in from a browser the account has not used before (issue 35). */
export function newBrowserSignInMail(args: {
  to: string;
  firstName: string;
  /** 'Firefox on Windows'. */
  browser: string;
  publicUrl: string;
}): Mail {
  const securityPage = `${args.publicUrl}${pagePaths.customer.security}`;
  return compose({
    kind: 'new-browser-sign-in',
    to: args.to,
    subject: `A new sign-in to your ${BRAND_NAME} account`,
    greeting: `Hello ${args.firstName},`,
    intro: [
      `Your ${BRAND_NAME} account was just signed in from ${args.browser}, a browser it had not used before.`,
    ],
    outro: [
      `If this was you, there is nothing to do. If not, sign that browser out at ${securityPage} and change your password there.`,
    ],
    publicUrl: args.publicUrl,
  });
}

/** The code that moves an account to this new address (issue 35). */
export function emailChangeCodeMail(args: {
  to: string;
  firstName: string;
  code: string;
  validMinutes: number;
  publicUrl: string;
}): Mail {
  return compose({
    kind: 'email-change-code',
    to: args.to,
    subject: `Confirm your new ${BRAND_NAME} e-mail address`,
    greeting: `Hello ${args.firstName},`,
    intro: [`Here is the code to use this address for your ${BRAND_NAME} account:`],
    code: args.code,
    outro: [
      `Enter it on the Security page. It is valid for ${args.validMinutes} minutes.`,
      `${IGNORE} Your account keeps its address.`,
    ],
    publicUrl: args.publicUrl,
  });
}

/** To the old address, once the account moved to a new one (issue 35). */
export function emailChangedMail(args: {
  to: string;
  firstName: string;
  newEmailAddress: string;
  publicUrl: string;
}): Mail {
  return compose({
    kind: 'email-changed',
    to: args.to,
    subject: `Your ${BRAND_NAME} e-mail address was changed`,
    greeting: `Hello ${args.firstName},`,
    intro: [
      `Your ${BRAND_NAME} account now uses ${args.newEmailAddress}: sign-ins and mails go to that address from now on.`,
    ],
    outro: [`If you did not change it, contact us at once.`],
    publicUrl: args.publicUrl,
  });
}

/**
 * Sent as the account is closed (issue 35), before its address is erased: the outbox forgets
 * the address once the mail is delivered (`ERASES_RECIPIENT`).
 */
export function accountClosedMail(args: {
  to: string;
  firstName: string;
  publicUrl: string;
}): Mail {
  return compose({
    kind: 'account-closed',
    to: args.to,
    subject: `Your ${BRAND_NAME} account is closed`,
    greeting: `Hello ${args.firstName},`,
    intro: [
      `Your ${BRAND_NAME} account is closed: its subscription ended, every browser and desktop device was signed out, and your name, e-mail address, phone numbers and messages were erased.`,
      'We keep only what accounting requires (purchases and payments), with no name or address attached.',
    ],
    outro: [
      `You may create a new account with this address at any time at ${args.publicUrl}${pagePaths.signup}.`,
    ],
    publicUrl: args.publicUrl,
  });
}

/** The mails whose recipient the outbox erases once they are delivered or given up. */
export const ERASES_RECIPIENT: readonly MailKind[] = ['account-closed'];

/** Sent instead of a reset code when no account uses the address, so the answer stays the same. */
export function noAccountMail(args: { to: string; publicUrl: string }): Mail {
  return compose({
    kind: 'no-account',
    to: args.to,
    subject: `Reset your ${BRAND_NAME} password`,
    greeting: 'Hello,',
    intro: [
      `Someone asked to reset the ${BRAND_NAME} password for this e-mail address, but no account uses it.`,
      `If you meant to create an account, sign up at ${args.publicUrl}${pagePaths.signup}.`,
    ],
    outro: [IGNORE],
    publicUrl: args.publicUrl,
  });
}

/** A custom-script request, for the support team (the reply goes to the customer's address). */
export function customScriptRequestMail(args: {
  to: string;
  customer: { firstName: string; lastName: string; emailAddress: string };
  request: { name: string; description: string; platform: string; phoneNumber: string };
  reference: string;
  publicUrl: string;
}): Mail {
  const { customer, request } = args;
  return compose({
    kind: 'custom-request',
    to: args.to,
    subject: `Custom script request: ${request.name}`,
    greeting: 'Hello support team,',
    intro: [
      `${customer.firstName} ${customer.lastName} <${customer.emailAddress}> asked for a custom script.`,
      `Name: ${request.name}`,
      `Platform: ${request.platform}`,
      `Phone: ${request.phoneNumber}`,
      `Description: ${request.description}`,
    ],
    outro: [`Reference: ${args.reference}`],
    publicUrl: args.publicUrl,
  });
}

type ContactFields = {
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneCode: string;
  phoneNumber: string;
  reasonToContact: string;
};

/** A 'Contact Us Directly' message, for the support team. */
export function supportMessageMail(args: {
  to: string;
  message: ContactFields;
  /** Sent by a signed-in customer whose own address it gives. */
  fromAccountHolder: boolean;
  reference: string;
  publicUrl: string;
}): Mail {
  const { message } = args;
  return compose({
    kind: 'support-message',
    to: args.to,
    subject: `Support request from ${message.firstName} ${message.lastName}`,
    greeting: 'Hello support team,',
    intro: [
      `${message.firstName} ${message.lastName} <${message.emailAddress}> wrote through the contact form.`,
      args.fromAccountHolder
        ? 'Sent by the signed-in customer who holds this address.'
        : "The sender was not signed in as the holder of this address: it may be someone else's.",
      `Phone: ${message.phoneCode} ${message.phoneNumber}`,
      `Reason: ${message.reasonToContact}`,
    ],
    outro: [`Reference: ${args.reference}`],
    publicUrl: args.publicUrl,
  });
}

const RECEIPT_SUBJECT = `We received your message · ${BRAND_NAME}`;
const WILL_REACH_OUT = 'One of our team members will reach out to you shortly.';

/** The receipt to a signed-in customer who wrote from their own address: their message quoted. */
export function supportConfirmationMail(args: {
  to: string;
  message: ContactFields;
  publicUrl: string;
}): Mail {
  return compose({
    kind: 'support-receipt',
    to: args.to,
    subject: RECEIPT_SUBJECT,
    greeting: `Hello ${args.message.firstName},`,
    intro: [
      `Thank you for contacting us. ${WILL_REACH_OUT}`,
      `Your message: ${args.message.reasonToContact}`,
    ],
    outro: [IGNORE],
    publicUrl: args.publicUrl,
  });
}

/**
 * The receipt to an address nobody signed in vouched for. Anyone can type an address into the
 * form, so it repeats nothing the sender wrote (no name, no message): the product never carries
 * a stranger's words to someone else's inbox (issue 32).
 */
export function unconfirmedSupportReceiptMail(args: { to: string; publicUrl: string }): Mail {
  return compose({
    kind: 'support-receipt',
    to: args.to,
    subject: RECEIPT_SUBJECT,
    greeting: 'Hello,',
    intro: [
      `We received a message through the contact form at ${args.publicUrl}${pagePaths.contact} that gives this e-mail address for our answer. ${WILL_REACH_OUT}`,
      'This e-mail does not repeat the message, as anyone can type an address into the form. Sign in before you write to us, and your receipt will include it.',
    ],
    outro: ['If you did not write to us, you can ignore this e-mail.'],
    publicUrl: args.publicUrl,
  });
}

/** Cents as the store shows a price: '$49' or '$49.99'. */
export const formatDollars = (cents: number) =>
  `$${cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)}`;

/** What a step of a custom request tells its customer, by the status it reached. */
function requestStepLines(args: {
  status: CustomRequestStatus;
  quotedPriceCents: number | null;
  reason: string | null;
  script: { name: string; offer: DeliveryOffer; link: string } | null;
}): string[] {
  switch (args.status) {
    case 'in_review':
      return ['Our team is reviewing your request now.'];
    case 'quoted':
      return [
        `We can build this script for ${formatDollars(args.quotedPriceCents ?? 0)}.`,
        'Reply to this e-mail to go ahead, or to ask us anything about the quote.',
      ];
    case 'in_progress':
      return ['We have started building your script.'];
    case 'delivered': {
      if (!args.script) return ['Your script is ready.'];
      const { name, offer, link } = args.script;
      return offer === 'grant'
        ? [`Your script "${name}" is ready, and it is yours: open it in the Script Store.`, link]
        : [
            `Your script "${name}" is ready. It is offered to you only, at ${formatDollars(args.quotedPriceCents ?? 0)}: open it in the Script Store to purchase it.`,
            link,
          ];
    }
    case 'closed':
      return ['Your request is now closed. Thank you for working with us.'];
    case 'declined':
      return ['We are sorry: we cannot take on this request.', `Why: ${args.reason ?? ''}`];
    case 'new':
      return [];
  }
}

/** A custom request changed status: the customer is told, with what the step carries. */
export function customRequestUpdateMail(args: {
  to: string;
  firstName: string;
  requestName: string;
  status: CustomRequestStatus;
  quotedPriceCents: number | null;
  reason: string | null;
  note: string | null;
  script: { name: string; offer: DeliveryOffer } | null;
  publicUrl: string;
}): Mail {
  const label = customRequestStatusLabels[args.status];
  const script = args.script && {
    ...args.script,
    link: `${args.publicUrl}${scriptPagePath(args.script.name)}`,
  };
  return compose({
    kind: 'custom-request-update',
    to: args.to,
    subject: `Your custom script request "${args.requestName}": ${label.toLowerCase()}`,
    greeting: `Hello ${args.firstName},`,
    intro: [
      `Your custom script request "${args.requestName}" is now: ${label}.`,
      ...requestStepLines({ ...args, script }),
      ...(args.note ? [`A note from our team: ${args.note}`] : []),
    ],
    outro: [
      `You can follow your requests in the Script Store, under My requests: ${args.publicUrl}${pagePaths.customer.scriptStore}`,
    ],
    publicUrl: args.publicUrl,
  });
}

/** An operator's reply to a contact message, mailed to its sender with their message quoted. */
export function supportReplyMail(args: {
  to: string;
  firstName: string;
  reply: string;
  originalMessage: string;
  publicUrl: string;
}): Mail {
  return compose({
    kind: 'support-reply',
    to: args.to,
    subject: `Re: your message to ${BRAND_NAME}`,
    greeting: `Hello ${args.firstName},`,
    // Paragraphs as the operator wrote them (blank lines between them).
    intro: args.reply.split(/\n\s*\n/).map((paragraph) => paragraph.trim()),
    outro: [
      'Reply to this e-mail if you have more questions.',
      `Your message: ${args.originalMessage}`,
    ],
    publicUrl: args.publicUrl,
  });
}
