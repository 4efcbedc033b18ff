// The API's addresses, and the console's page addresses built from ids.
import { pagePaths } from '../page-paths';

/** One customer's page in the operator console. */
export const adminCustomerPath = (customerId: string) =>
  `${pagePaths.admin.customers}/${encodeURIComponent(customerId)}`;

/**
 * The console's script editor: `adminScriptPath(id)` edits one script, and
 * `adminScriptPath(NEW_SCRIPT_ID)` starts a new one (a script's id is a UUID, never 'new').
 */
export const NEW_SCRIPT_ID = 'new';
export const adminScriptPath = (scriptId: string) =>
  `${pagePaths.admin.scripts}/${encodeURIComponent(scriptId)}`;

/** A script's own page in the store. */
export const scriptPagePath = (scriptName: string) =>
  `${pagePaths.customer.scriptStore}/${encodeURIComponent(scriptName)}`;

/** Spec section 9: login and authenticated calls give up after 15 seconds. */
export const REQUEST_TIMEOUT_MS = 15_000;

export const endpoints = {
  health: '/api/health',
  auth: {
    login: '/api/v2/auth/login',
    register: '/api/v2/auth/register',
    /** GET `${exists}/${encodeURIComponent(email)}` */
    exists: '/api/v2/auth/exists',
    /** Sends a code (REGISTRATION or PASSWORD_RESET) or checks one, depending on the body. */
    verification: '/api/v2/auth/verification/send',
    /** PUT or PATCH */
    password: '/api/v2/auth/password',
    refresh: '/api/v2/auth/refresh',
    logout: '/api/v2/auth/logout',
  },
  store: {
    /** GET `?limit=10&offset=N` */
    scripts: '/api/v2/store/script',
    /** GET `${details}/${encodeURIComponent(scriptName)}` */
    details: '/api/v2/store/script/details',
    custom: '/api/v2/store/script/custom',
    /** GET `${content}/${encodeURIComponent(scriptName)}?expires&signature`: a signed download. */
    content: '/api/v2/store/script/content',
  },
  support: '/api/v2/customer/support',
  payment: {
    /** Browser navigation with `emailAddress` and `product` (the script name). */
    scriptCheckout: '/api/v2/payment/checkout-session',
    /** Browser navigation with `priceId`, `emailAddress` and `returnUrl` (a path of this site). */
    subscriptionCheckout: '/api/v2/payment/subscription/checkout-session',
    /** GET the subscription info; PUT `?priceId=` (yearly) schedules the change; DELETE cancels. */
    subscription: '/api/v2/payment/subscription',
    reinstate: '/api/v2/payment/subscription/reinstate',
    /** GET the purchase items: all, or a page with `?limit=&offset=` (and `type=`). */
    purchases: '/api/v2/payment/purchase',
    /** GET the public payment settings: provider, the two price ids, the promo code. */
    config: '/api/v2/payment/config',
    /** POST, Stripe only: signed events. */
    webhook: '/api/v2/payment/webhook',
    /** The built-in test checkout page (`/${checkoutId}`), when no Stripe key is configured. */
    testCheckout: '/api/v2/payment/test-checkout',
    /** GET the banner's notice of a failed payment (issue 37), or null. */
    notice: '/api/v2/payment/notice',
    /** POST: the address of the card and invoices page (Stripe's Customer Portal, or a stand-in). */
    portal: '/api/v2/payment/portal',
  },
  ai: {
    /** POST, bearer: ADMIN and ROLE_PRO_SUBSCRIBED_CUSTOMER only. */
    chat: '/api/v2/ai/chat',
  },
  /** The operator console's calls: bearer with the ADMIN role, else 403 (issue 17). */
  admin: '/api/v2/admin',
  /** The desktop link (issue 18): the device authorization grant and licenses. */
  device: {
    code: '/api/v2/device/code',
    token: '/api/v2/device/token',
    license: '/api/v2/device/license',
    /** GET `?knownChangedAt=`: the emergency stop, long-polled by the device (issue 36). */
    status: '/api/v2/device/status',
  },
  /**
   * The customer's devices (bearer): GET the list with what they are entitled to,
   * DELETE `${devices}/${id}` revokes one; GET `${devices}/activation/${userCode}` shows a
   * waiting device, POST there `{ decision }` approves or denies it.
   */
  devices: '/api/v2/devices',
  /** The release feed: GET `?channel=`, and `${releases}/latest?platform=&channel=`. */
  releases: '/api/v2/releases',
  jwks: '/.well-known/jwks.json',
} as const;
