import { BRAND_NAME, pagePaths } from '../../../src/services/contract';
import { compose, formatDollars, type Mail } from '../mails';

/** What a failed renewal was for: the amount and the plan's name. */
export type FailedPayment = { amountCents: number; planName: string };

type Recipient = { to: string; firstName: string; publicUrl: string };

const day = (date: Date) =>
  date.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Where the customer gives a new card: Accounts, whose button opens the card's page. */
const accountsLink = (publicUrl: string) => `${publicUrl}${pagePaths.customer.accounts}`;

/**
 * A renewal failed (issue 37): what failed, until when Pro is kept, and the link to give a new
 * card. With no grace left (the renewal was unpaid from the start) it says Pro has ended.
 */
export function paymentFailedMail(
  args: Recipient & FailedPayment & { graceEndsAt: Date | null },
): Mail {
  const kept = args.graceEndsAt
    ? `Your Pro features stay on until ${day(args.graceEndsAt)}. Update your card before then to keep them:`
    : 'Your Pro features are paused until the payment goes through. Update your card to get them back:';
  return compose({
    kind: 'payment-failed',
    to: args.to,
    subject: `Your ${BRAND_NAME} payment did not go through`,
    greeting: `Hello ${args.firstName},`,
    intro: [
      `We could not take the payment of ${formatDollars(args.amountCents)} for ${args.planName}.`,
      kept,
      accountsLink(args.publicUrl),
    ],
    outro: ['Once the new card is saved, the payment is tried again and Pro carries on as before.'],
    publicUrl: args.publicUrl,
  });
}

/** A day before the grace ends, the payment still failed: the last call. */
export function paymentReminderMail(args: Recipient & FailedPayment & { graceEndsAt: Date }): Mail {
  return compose({
    kind: 'payment-reminder',
    to: args.to,
    subject: `Your ${BRAND_NAME} Pro ends tomorrow`,
    greeting: `Hello ${args.firstName},`,
    intro: [
      `The payment of ${formatDollars(args.amountCents)} for ${args.planName} still has not gone through.`,
      `Your Pro features end on ${day(args.graceEndsAt)} unless you update your card:`,
      accountsLink(args.publicUrl),
    ],
    outro: ['If you have updated it already, thank you: you can ignore this e-mail.'],
    publicUrl: args.publicUrl,
  });
}

/** The payment went through after all: thanks, and Pro carries on. */
export function paymentRecoveredMail(args: Recipient & FailedPayment): Mail {
  return compose({
    kind: 'payment-recovered',
    to: args.to,
    subject: `Thank you: your ${BRAND_NAME} payment went through`,
    greeting: `Hello ${args.firstName},`,
    intro: [
      `Thank you: the payment of ${formatDollars(args.amountCents)} for ${args.planName} went through.`,
      'Your Pro features carry on as before.',
    ],
    outro: [],
    publicUrl: args.publicUrl,
  });
}

/** Why a payment was given back: a refund, or a dispute the customer won at their bank. */
export type Reversal = 'refund' | 'dispute';

/** A payment given back: the script, or the Pro period, is no longer theirs (issue 37). */
export function paymentReversedMail(
  args: Recipient & { reason: Reversal; itemName: string; amountCents: number },
): Mail {
  const why =
    args.reason === 'refund'
      ? `Your payment of ${formatDollars(args.amountCents)} for ${args.itemName} was refunded.`
      : `Your bank settled the dispute of your payment of ${formatDollars(args.amountCents)} for ${args.itemName} in your favour.`;
  return compose({
    kind: 'payment-reversed',
    to: args.to,
    subject: `${args.itemName}: your ${BRAND_NAME} payment was given back`,
    greeting: `Hello ${args.firstName},`,
    intro: [
      why,
      `${args.itemName} has ended: it is no longer yours, on the site or on your devices.`,
    ],
    outro: ['It shows in the purchase history of your settings.'],
    publicUrl: args.publicUrl,
  });
}
