import { endpoints } from './contract';

/**
 * Payments (spec section 7): a script purchase is a browser navigation, not a fetch, to the
 * checkout-session endpoint with the customer's e-mail and the script's name.
 */
export function scriptCheckoutUrl(emailAddress: string, scriptName: string): string {
  const query = new URLSearchParams({ emailAddress, product: scriptName });
  const base = import.meta.env.VITE_API_BASE_URL ?? '';
  return `${base}${endpoints.payment.scriptCheckout}?${query}`;
}

export function goToScriptCheckout(emailAddress: string, scriptName: string): void {
  window.location.assign(scriptCheckoutUrl(emailAddress, scriptName));
}
