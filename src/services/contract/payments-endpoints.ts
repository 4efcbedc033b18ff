// The JSON endpoints of payments (spec section 7): the settings, the subscription, purchases,
// and Stripe's events. The checkouts are browser navigations answered with redirects and pages:
// plain routes (server/routes/payment.ts), not declared here.
import * as v from 'valibot';
import { defineEndpoint, refusing } from './endpoint';
import { endpoints } from './paths';
import {
  PaymentConfigSchema,
  PaymentNoticeAnswerSchema,
  PortalAnswerSchema,
  PortalRequestSchema,
  PurchaseListSchema,
  PurchaseQuerySchema,
  SubscriptionActionResponseSchema,
  SubscriptionInfoSchema,
} from './payments';

/** A refused or failed subscription action: what happened, for the customer to read. */
export const SubscriptionActionRefusalSchema = v.object({
  success: v.literal(false),
  description: v.string(),
  message: v.string(),
});

const actionRefusals = [
  { status: 400, description: 'The request is not valid (an unknown price).' },
  {
    status: 409,
    description: 'The subscription is not in a state that allows it.',
    schema: SubscriptionActionRefusalSchema,
  },
  {
    status: 502,
    description: 'The payment provider did not answer; nothing was changed.',
    schema: SubscriptionActionRefusalSchema,
  },
] as const;

/** Stripe's acknowledgement of an event. */
export const WebhookAnswerSchema = v.object({ received: v.boolean() });

export const paymentsEndpoints = {
  config: defineEndpoint({
    method: 'GET',
    path: endpoints.payment.config,
    summary: 'The payment settings: the provider, the two price ids and the promo code.',
    access: 'public',
    answer: PaymentConfigSchema,
  }),
  subscription: defineEndpoint({
    method: 'GET',
    path: endpoints.payment.subscription,
    summary: "The customer's subscription and any change scheduled.",
    access: 'customer',
    answer: SubscriptionInfoSchema,
  }),
  upgrade: defineEndpoint({
    method: 'PUT',
    path: endpoints.payment.subscription,
    summary: 'Schedules the change to the yearly price at the end of the current period.',
    access: 'customer',
    // Read as it comes (the first `priceId`); the payments domain checks it.
    query: v.object({ priceId: v.optional(v.union([v.string(), v.array(v.string())])) }),
    answer: SubscriptionActionResponseSchema,
    refusals: actionRefusals,
  }),
  cancel: defineEndpoint({
    method: 'DELETE',
    path: endpoints.payment.subscription,
    summary: 'Cancels the subscription at the end of the current period.',
    access: 'customer',
    answer: SubscriptionActionResponseSchema,
    refusals: actionRefusals,
  }),
  reinstate: defineEndpoint({
    method: 'PUT',
    path: endpoints.payment.reinstate,
    summary: 'Takes back a cancellation before the period ends.',
    access: 'customer',
    answer: SubscriptionActionResponseSchema,
    refusals: actionRefusals,
  }),
  purchases: defineEndpoint({
    method: 'GET',
    path: endpoints.payment.purchases,
    summary: "The customer's purchases, newest first: all of them, or a page (and a type).",
    access: 'customer',
    query: PurchaseQuerySchema,
    answer: PurchaseListSchema,
  }),
  notice: defineEndpoint({
    method: 'GET',
    path: endpoints.payment.notice,
    summary:
      "What the signed-in banner says of the customer's last payment: failed, unpaid, thanks.",
    access: 'customer',
    answer: PaymentNoticeAnswerSchema,
  }),
  portal: defineEndpoint({
    method: 'POST',
    path: endpoints.payment.portal,
    summary:
      "Opens the customer's card and invoices page (Stripe's Customer Portal, or the test checkout's stand-in), back to `returnPath`: its address.",
    access: 'customer',
    body: PortalRequestSchema,
    answer: PortalAnswerSchema,
    refusals: refusing({
      409: 'The customer has paid nothing yet: there is no card to change.',
      502: 'The payment provider did not answer.',
    }),
  }),
  webhook: defineEndpoint({
    method: 'POST',
    path: endpoints.payment.webhook,
    summary: "Stripe's signed events (the raw body and its Stripe-Signature header).",
    access: 'stripe',
    answer: WebhookAnswerSchema,
    refusals: refusing({
      400: 'The signature or the event is not valid.',
      404: 'No Stripe account is configured.',
    }),
  }),
};
