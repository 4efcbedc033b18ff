/**
 * The SPA's pages, written once: the client's routes and links and the server's redirects and
 * return paths read them here. Customer pages live under `customer.area` (a nested router).
 */
export const pagePaths = {
  home: '/',
  installation: '/demo',
  pricing: '/pricing',
  download: '/download',
  contact: '/contact-us',
  about: '/about-us',
  terms: '/terms-and-condition',
  privacy: '/privacy-policy',
  login: '/login',
  signup: '/signup',
  register: '/register',
  resetPassword: '/reset-password',
  customer: {
    area: '/customer',
    dashboard: '/customer/dashboard',
    scriptStore: '/customer/script-store',
    chat: '/customer/chat',
    accounts: '/customer/accounts',
    contact: '/customer/contact-us',
    settings: '/customer/settings',
    /** The desktop tools signed in with this account (issue 18). */
    devices: '/customer/devices',
    /** Where a desktop tool's user code is approved (`?code=XXXX-XXXX` pre-fills it). */
    deviceActivation: '/customer/devices/activate',
  },
  /** The operator console, for the ADMIN role only (issue 17). */
  admin: {
    overview: '/admin',
    scripts: '/admin/scripts',
    requests: '/admin/requests',
    support: '/admin/support',
    customers: '/admin/customers',
    releases: '/admin/releases',
    audit: '/admin/audit',
  },
} as const;
