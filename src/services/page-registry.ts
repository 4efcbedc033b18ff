import { installationAfterDownloadPath } from '../content/navigation';
import { pagePaths } from './page-paths';

/**
 * How a page reaches the browser:
 * - `islands`: drawn whole at build time; only its interactive parts wake, each on its own;
 * - `runtime-islands`: the same, drawn again by the server when its data changes (releases);
 * - `hydrated`: drawn at build time and hydrated whole by the single-page app;
 * - `app-shell`: behind a session: the area's frame is sent at once, the app draws the page;
 * - `app`: drawn by the single-page app alone.
 */
export type PageDelivery = 'islands' | 'runtime-islands' | 'hydrated' | 'app-shell' | 'app';

/**
 * Who may see a page: anyone; only someone signed out (a signed-in person goes on to the
 * customer area); a signed-in customer; an operator (the ADMIN role).
 */
export type Audience = 'public' | 'signed-out-only' | 'customer' | 'operator';

export type PageDeclaration = {
  path: string;
  delivery: PageDelivery;
  audience: Audience;
  /** Listed in the sitemap (the public pages of spec section 2, in the sitemap's order). */
  sitemap?: true;
  /** Addresses of the page whose query changes what the server draws. */
  variants?: readonly string[];
  /** Another address of that page (it shows the same view, title and all). */
  sameAs?: string;
};

const publicPage = (path: string, delivery: PageDelivery = 'islands') =>
  ({ path, delivery, audience: 'public', sitemap: true }) as const satisfies PageDeclaration;
const customerPage = (path: string) =>
  ({ path, delivery: 'app-shell', audience: 'customer' }) as const satisfies PageDeclaration;
const consolePage = (path: string) =>
  ({ path, delivery: 'app-shell', audience: 'operator' }) as const satisfies PageDeclaration;

/**
 * Every page of the site, declared once. The lists below, and the build, the server's routing,
 * the browser tests and the benchmarks that walk pages, are derived from it; a path of
 * `pagePaths` missing here fails the registry's test.
 */
export const pageRegistry = {
  home: publicPage(pagePaths.home),
  installation: {
    ...publicPage(pagePaths.installation, 'runtime-islands'),
    variants: [installationAfterDownloadPath],
  },
  pricing: publicPage(pagePaths.pricing),
  download: publicPage(pagePaths.download, 'runtime-islands'),
  contact: publicPage(pagePaths.contact),
  about: publicPage(pagePaths.about),
  terms: publicPage(pagePaths.terms),
  privacy: publicPage(pagePaths.privacy),
  login: { path: pagePaths.login, delivery: 'islands', audience: 'signed-out-only' },
  signup: { path: pagePaths.signup, delivery: 'hydrated', audience: 'signed-out-only' },
  register: {
    path: pagePaths.register,
    delivery: 'app',
    audience: 'signed-out-only',
    sameAs: pagePaths.signup,
  },
  resetPassword: { path: pagePaths.resetPassword, delivery: 'app', audience: 'public' },
  customerDashboard: customerPage(pagePaths.customer.dashboard),
  customerScriptStore: customerPage(pagePaths.customer.scriptStore),
  customerChat: customerPage(pagePaths.customer.chat),
  customerAccounts: customerPage(pagePaths.customer.accounts),
  customerDevices: customerPage(pagePaths.customer.devices),
  customerDeviceActivation: customerPage(pagePaths.customer.deviceActivation),
  customerContact: customerPage(pagePaths.customer.contact),
  customerSettings: customerPage(pagePaths.customer.settings),
  adminOverview: consolePage(pagePaths.admin.overview),
  adminScripts: consolePage(pagePaths.admin.scripts),
  adminRequests: consolePage(pagePaths.admin.requests),
  adminSupport: consolePage(pagePaths.admin.support),
  adminCustomers: consolePage(pagePaths.admin.customers),
  adminReleases: consolePage(pagePaths.admin.releases),
  adminAudit: consolePage(pagePaths.admin.audit),
} as const satisfies Record<string, PageDeclaration>;

export type PageId = keyof typeof pageRegistry;
type Page = (typeof pageRegistry)[PageId];

/** Every declared page, in the registry's order. */
export const allPages: readonly Page[] = Object.values(pageRegistry);

const pathsWhere = <P extends Page>(test: (page: Page) => page is P) =>
  allPages.filter(test).map((page) => page.path as P['path']);

/** The public pages of spec section 2, in the order the sitemap lists them. */
export const publicPaths = pathsWhere(
  (page): page is Extract<Page, { sitemap: true }> => 'sitemap' in page,
);

/** Pages the server sends whole, where only the interactive parts run, each as an island. */
export const islandPaths = pathsWhere(
  (page): page is Extract<Page, { delivery: 'islands' | 'runtime-islands' }> =>
    page.delivery === 'islands' || page.delivery === 'runtime-islands',
);

/** Pages built to HTML at build time: the islands pages and those hydrated whole. */
export const prerenderedPaths = pathsWhere(
  (page): page is Extract<Page, { delivery: 'islands' | 'runtime-islands' | 'hydrated' }> =>
    page.delivery !== 'app-shell' && page.delivery !== 'app',
);

/** Pages whose data changes while the server runs: it draws them again when it does. */
export const runtimePaths = pathsWhere(
  (page): page is Extract<Page, { delivery: 'runtime-islands' }> =>
    page.delivery === 'runtime-islands',
);

/** The run-time pages' addresses whose query changes what they show. */
export const runtimeVariants: readonly string[] = allPages.flatMap((page) =>
  'variants' in page ? page.variants : [],
);

/** Pages a signed-in person never sees: they go on to the customer area (spec section 2). */
export const signedOutOnlyPaths = pathsWhere(
  (page): page is Extract<Page, { audience: 'signed-out-only' }> =>
    page.audience === 'signed-out-only',
);

/** Pages behind a session: a customer's, or an operator's. */
export const signedInPaths = pathsWhere(
  (page): page is Extract<Page, { audience: 'customer' | 'operator' }> =>
    page.audience === 'customer' || page.audience === 'operator',
);

/**
 * Pages with a title and description of their own (src/content/page-meta.ts): those outside
 * the signed-in areas, which keep the area's own titles, and not another address of a page.
 */
export type TitledPath = Exclude<
  Extract<Page, { audience: 'public' | 'signed-out-only' }>,
  { sameAs: string }
>['path'];
