import { type Context, Hono, type MiddlewareHandler } from 'hono';
import {
  endpoints,
  type PaymentConfig,
  paymentsEndpoints,
  type SubscriptionActionResponse,
} from '../../src/services/contract';
import type { Billing } from '../domain/billing/billing';
import type { Payments } from '../domain/billing/payments';
import {
  CheckoutRefusal,
  PaymentInputError,
  PaymentsUnavailable,
} from '../domain/billing/refusals';
import { ACCOUNTS_PATH, SCRIPT_STORE_PATH } from '../domain/billing/return-paths';
import { DomainError } from '../domain/errors';
import type { AuthEnv } from '../http/auth';
import type { RegisterEndpoint } from '../http/endpoint-routes';
import { ApiError, fromDomainError } from '../http/errors';
import { noStore } from '../http/no-store';
import type { Logger } from '../logger';
import { checkoutErrorPage, testCheckoutPage } from './checkout-pages';

export type PaymentRoutesDeps = {
  payments: Payments;
  /** Which client a request comes from, for the per-address limit of the checkout links. */
  clientAddress: (c: Context) => string;
};

export type PaymentEndpointsDeps = {
  payments: Payments;
  billing: Billing;
  config: PaymentConfig;
  logger: Logger;
  /** Stripe's signed events; absent with the local provider. */
  webhook?: (rawBody: string, signature: string | undefined) => Promise<{ received: boolean }>;
};

/**
 * `/api/v2/payment/*` visited by the browser: the checkouts (redirects, or a page saying why
 * not) and the built-in test checkout's pages. Plain routes: their answers are not JSON.
 */
export function paymentRoutes({ payments, clientAddress }: PaymentRoutesDeps) {
  const app = new Hono();

  app.use('*', noStore);

  /** A refusal during a browser navigation is a page, not JSON: the customer reads it. */
  async function navigation(c: Context, back: string, work: () => Promise<string>) {
    try {
      return c.redirect(await work(), 303);
    } catch (error) {
      if (error instanceof CheckoutRefusal) {
        const headers =
          error instanceof PaymentsUnavailable
            ? { 'Retry-After': String(error.retryAfterSeconds) }
            : undefined;
        return c.html(checkoutErrorPage(error.title, error.message, back), error.status, headers);
      }
      if (error instanceof DomainError) {
        // A limit (429) or the shared limiter out of reach (503), with its Retry-After.
        const { status, message, headers } = fromDomainError(error);
        return c.html(checkoutErrorPage('Checkout not started', message, back), status, headers);
      }
      throw error;
    }
  }

  /**
   * Following a checkout link starts (or reuses) a checkout and counts against its limits; a HEAD
   * (a link checker, a prefetch) must do neither, so it is answered at once.
   */
  const getOnly: MiddlewareHandler = async (c, next) => {
    if (c.req.method === 'HEAD') return c.body(null, 405, { Allow: 'GET' });
    await next();
  };

  app.get('/checkout-session', getOnly, (c) =>
    navigation(c, SCRIPT_STORE_PATH, () =>
      payments.scriptCheckout(
        { emailAddress: c.req.query('emailAddress'), product: c.req.query('product') },
        clientAddress(c),
      ),
    ),
  );

  app.get('/subscription/checkout-session', getOnly, (c) =>
    navigation(c, ACCOUNTS_PATH, () =>
      payments.subscriptionCheckout(
        {
          priceId: c.req.query('priceId'),
          emailAddress: c.req.query('emailAddress'),
          returnUrl: c.req.query('returnUrl'),
        },
        clientAddress(c),
      ),
    ),
  );

  const checkoutAction = (id: string) => `${endpoints.payment.testCheckout}/${id}`;

  app.get('/test-checkout/:id', async (c) => {
    try {
      const view = await payments.testCheckout(c.req.param('id'));
      return c.html(
        testCheckoutPage({
          action: checkoutAction(view.checkout.id),
          emailAddress: view.emailAddress,
          item: view.item,
          isSubscription: view.checkout.kind === 'SUBSCRIPTION',
          promoCode: '',
        }),
      );
    } catch (error) {
      if (error instanceof CheckoutRefusal) {
        return c.html(checkoutErrorPage(error.title, error.message, ACCOUNTS_PATH), error.status);
      }
      throw error;
    }
  });

  app.post('/test-checkout/:id', async (c) => {
    const id = c.req.param('id');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const decision = form.decision;
    const promoCode = typeof form.promoCode === 'string' ? form.promoCode.slice(0, 50) : '';
    try {
      if (decision === 'cancel') return c.redirect(await payments.cancelTestCheckout(id), 303);
      if (decision !== 'complete') {
        throw new CheckoutRefusal(400, 'Checkout not completed', 'Choose Complete or Cancel.');
      }
      return c.redirect(await payments.completeTestCheckout(id, promoCode), 303);
    } catch (error) {
      if (!(error instanceof CheckoutRefusal)) throw error;
      if (error.status === 422) {
        // A refused code: the same checkout again, with the reason.
        const view = await payments.testCheckout(id);
        return c.html(
          testCheckoutPage({
            action: checkoutAction(view.checkout.id),
            emailAddress: view.emailAddress,
            item: view.item,
            isSubscription: view.checkout.kind === 'SUBSCRIPTION',
            promoCode,
            error: error.message,
          }),
          422,
        );
      }
      return c.html(checkoutErrorPage(error.title, error.message, ACCOUNTS_PATH), error.status);
    }
  });

  return app;
}

/**
 * The JSON endpoints of `/api/v2/payment/*` (`paymentsEndpoints`): the settings, the
 * subscription, purchases, and Stripe's events (its signature checked by `webhook`).
 */
export function paymentEndpointRoutes(register: RegisterEndpoint, deps: PaymentEndpointsDeps) {
  const { payments, billing, config, webhook, logger } = deps;
  const app = new Hono<AuthEnv>();

  register(app, paymentsEndpoints.config, () => config);

  register(app, paymentsEndpoints.subscription, (_, c) => billing.info(c.get('user').id));

  /** A refusal of the state is 409 with `{ success: false, description, message }`. */
  async function action(c: Context<AuthEnv>, work: () => Promise<SubscriptionActionResponse>) {
    let outcome: SubscriptionActionResponse;
    try {
      outcome = await work();
    } catch (error) {
      if (error instanceof PaymentInputError) throw new ApiError(400, error.message);
      if (error instanceof DomainError || error instanceof ApiError) throw error;
      logger.error('payment provider call failed', { error: String(error) });
      const description = 'The payment provider did not answer. Nothing was changed.';
      return c.json({ success: false, description, message: description }, 502);
    }
    if (outcome.success) return c.json(outcome);
    return c.json({ ...outcome, message: outcome.description }, 409);
  }

  register(app, paymentsEndpoints.upgrade, (_, c) =>
    action(c, () => payments.upgrade(c.get('user').id, c.req.query('priceId'))),
  );
  register(app, paymentsEndpoints.reinstate, (_, c) =>
    action(c, () => payments.reinstate(c.get('user').id)),
  );
  register(app, paymentsEndpoints.cancel, (_, c) =>
    action(c, () => payments.cancel(c.get('user').id)),
  );

  register(app, paymentsEndpoints.purchases, ({ query }, c) =>
    billing.purchaseItems(c.get('user').id, query),
  );

  register(app, paymentsEndpoints.notice, async (_, c) => ({
    notice: await billing.notices.noticeOf(c.get('user').id),
  }));

  register(app, paymentsEndpoints.portal, async ({ body }, c) => {
    try {
      return { url: await payments.portalUrl(c.get('user').id, body.returnPath) };
    } catch (error) {
      if (error instanceof DomainError) throw error;
      logger.error('payment provider call failed', { error: String(error) });
      throw new ApiError(502, 'The payment provider did not answer. Please try again.');
    }
  });

  register(app, paymentsEndpoints.webhook, async (_, c) => {
    if (!webhook) throw new ApiError(404, 'API endpoint not found');
    const raw = await c.req.text();
    return webhook(raw, c.req.header('stripe-signature'));
  });

  return app;
}
