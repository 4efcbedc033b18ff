import {
  endpoints,
  type PaymentConfig,
  type PurchaseQuery,
  pagePaths,
  paymentsEndpoints,
  type SubscriptionActionResponse,
} from './contract';
import { ApiRequestError, callEndpoint } from './http';

const base = () => import.meta.env.VITE_API_BASE_URL ?? '';

/**
 * Payments (spec section 7): a script purchase is a browser navigation, not a fetch, to the
 * checkout-session endpoint with the customer's e-mail and the script's name.
 */
export function scriptCheckoutUrl(emailAddress: string, scriptName: string): string {
  const query = new URLSearchParams({ emailAddress, product: scriptName });
  return `${base()}${endpoints.payment.scriptCheckout}?${query}`;
}

export function goToScriptCheckout(emailAddress: string, scriptName: string): void {
  window.location.assign(scriptCheckoutUrl(emailAddress, scriptName));
}

/** The subscription checkout: back to `returnUrl?refresh=true` after payment. */
export function subscriptionCheckoutUrl(
  priceId: string,
  emailAddress: string,
  returnUrl: string = pagePaths.customer.accounts,
): string {
  const query = new URLSearchParams({ priceId, emailAddress, returnUrl });
  return `${base()}${endpoints.payment.subscriptionCheckout}?${query}`;
}

/**
 * A refusal of the state (409) carries `{ success: false, description }`: an answer to show,
 * not an exception.
 */
async function action(call: () => Promise<SubscriptionActionResponse>) {
  try {
    return await call();
  } catch (error) {
    const description = (error as ApiRequestError).body?.description;
    if (
      error instanceof ApiRequestError &&
      error.status === 409 &&
      typeof description === 'string'
    ) {
      return { success: false, description };
    }
    throw error;
  }
}

/** The purchase query as it goes out: in its order, the numbers as text, what is unset left out. */
const purchaseQuery = (query: Partial<PurchaseQuery>) =>
  Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  ) as { limit?: string; offset?: string; type?: PurchaseQuery['type'] };

export const paymentApi = {
  config: (): Promise<PaymentConfig> => callEndpoint(paymentsEndpoints.config, {}),
  subscription: () => callEndpoint(paymentsEndpoints.subscription, {}),
  upgrade: (priceId: string) =>
    action(() => callEndpoint(paymentsEndpoints.upgrade, { query: { priceId } })),
  reinstate: () => action(() => callEndpoint(paymentsEndpoints.reinstate, {})),
  cancel: () => action(() => callEndpoint(paymentsEndpoints.cancel, {})),
  /** The purchase items: all of them, or the page (and type) `query` asks for. */
  purchases: (query: Partial<PurchaseQuery> = {}) =>
    callEndpoint(paymentsEndpoints.purchases, { query: purchaseQuery(query) }),
  /** What the signed-in banner says of the last payment (issue 37). */
  notice: () => callEndpoint(paymentsEndpoints.notice, {}),
  /** The card and invoices page's address, back to `returnPath` afterwards. */
  portal: (returnPath: string) => callEndpoint(paymentsEndpoints.portal, { body: { returnPath } }),
};
export type PaymentApi = typeof paymentApi;
