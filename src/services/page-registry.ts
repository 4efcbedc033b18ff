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

/** The areas behind a session: each draws its pages below its own path (a nested router). */
export const CUSTOMER_AREA = '/customer';
const CONSOLE_AREA = '/admin';

/**
 * The installation guide for a fresh download, where Free Download on the home page leads: the
 * guide starts the download, greets the visitor and puts the install steps first.
 */
export const FROM_DOWNLOAD_PARAM = 'fromDownload';

const publicPage = <const Path extends string>(path: Path, delivery: PageDelivery = 'islands') =>
  ({ path, delivery, audience: 'public', sitemap: true }) as const satisfies PageDeclaration;
const customerPage = <const Path extends string>(path: Path) =>
  ({ path, delivery: 'app-shell', audience: 'customer' }) as const satisfies PageDeclaration;
const consolePage = <const Path extends string>(path: Path) =>
  ({ path, delivery: 'app-shell', audience: 'operator' }) as const satisfies PageDeclaration;

/**
 * Every page of the site, declared once, by id: its address, how it is delivered and who may
 * see it. `pagePaths`, the lists below, the route tables (each `satisfies` a record of its
 * area's ids: a page without a view is a type error), the build, the server's routing, the
 * browser tests and the benchmarks that walk pages are derived from it. A customer page's id is
 * `customer` and its name in `pagePaths.customer`, an operator page's `admin` and its name in
 * `pagePaths.admin`. Plain data with no texts: every script of the site reads it (the page's
 * title and description are its words, in src/content/page-meta.ts).
 */
export const pageRegistry = {
  home: publicPage('/'),
  installation: {
    ...publicPage('/demo', 'runtime-islands'),
    variants: [`/demo?${FROM_DOWNLOAD_PARAM}=true`],
  },
  pricing: publicPage('/pricing'),
  download: publicPage('/download', 'runtime-islands'),
  contact: publicPage('/contact-us'),
  about: publicPage('/about-us'),
  terms: publicPage('/terms-and-condition'),
  privacy: publicPage('/privacy-policy'),
  login: { path: '/login', delivery: 'islands', audience: 'signed-out-only' },
  signup: { path: '/signup', delivery: 'hydrated', audience: 'signed-out-only' },
  register: { path: '/register', delivery: 'app', audience: 'signed-out-only', sameAs: '/signup' },
  resetPassword: { path: '/reset-password', delivery: 'app', audience: 'public' },
  customerDashboard: customerPage(`${CUSTOMER_AREA}/dashboard`),
  customerScriptStore: customerPage(`${CUSTOMER_AREA}/script-store`),
  customerChat: customerPage(`${CUSTOMER_AREA}/chat`),
  customerAccounts: customerPage(`${CUSTOMER_AREA}/accounts`),
  /** The desktop tools signed in with this account (issue 18). */
  customerDevices: customerPage(`${CUSTOMER_AREA}/devices`),
  /** Where a desktop tool's user code is approved (`?code=XXXX-XXXX` pre-fills it). */
  customerDeviceActivation: customerPage(`${CUSTOMER_AREA}/devices/activate`),
  customerContact: customerPage(`${CUSTOMER_AREA}/contact-us`),
  customerSettings: customerPage(`${CUSTOMER_AREA}/settings`),
  /** Password, e-mail, where the account is signed in, the customer's data (issue 35). */
  customerSecurity: customerPage(`${CUSTOMER_AREA}/security`),
  /** The operator console, for the ADMIN role only (issue 17). */
  adminOverview: consolePage(CONSOLE_AREA),
  adminScripts: consolePage(`${CONSOLE_AREA}/scripts`),
  adminRequests: consolePage(`${CONSOLE_AREA}/requests`),
  adminSupport: consolePage(`${CONSOLE_AREA}/support`),
  adminCustomers: consolePage(`${CONSOLE_AREA}/customers`),
  adminReleases: consolePage(`${CONSOLE_AREA}/releases`),
  adminAudit: consolePage(`${CONSOLE_AREA}/audit`),
} as const satisfies Record<string, PageDeclaration>;

export type PageId = keyof typeof pageRegistry;
type Page = (typeof pageRegistry)[PageId];

/** The ids of the pages `test` picks: what a route table of that kind must hold. */
type IdsWhere<Test> = {
  [Id in PageId]: (typeof pageRegistry)[Id] extends Test ? Id : never;
}[PageId];
/** The public pages the public shell draws (the server sends them as islands). */
export type PublicPageId = IdsWhere<{ audience: 'public'; sitemap: true }>;
/** The account screens the app's top-level routes draw: sign-in pages and the password reset. */
export type AccountPageId = Exclude<
  IdsWhere<{ audience: 'public' | 'signed-out-only' }>,
  PublicPageId
>;
export type CustomerPageId = IdsWhere<{ audience: 'customer' }>;
export type OperatorPageId = IdsWhere<{ audience: 'operator' }>;

/** Every declared page, in the registry's order. */
export const allPages: readonly Page[] = /* @__PURE__ */ Object.values(pageRegistry);

// Each list below is computed only where it is read: the islands read `pagePaths` alone.
const pathsWhere = <P extends Page>(test: (page: Page) => page is P) =>
  allPages.filter(test).map((page) => page.path as P['path']);

/** The public pages of spec section 2, in the order the sitemap lists them. */
export const publicPaths = /* @__PURE__ */ pathsWhere(
  (page): page is Extract<Page, { sitemap: true }> => 'sitemap' in page,
);

/** Pages the server sends whole, where only the interactive parts run, each as an island. */
export const islandPaths = /* @__PURE__ */ pathsWhere(
  (page): page is Extract<Page, { delivery: 'islands' | 'runtime-islands' }> =>
    page.delivery === 'islands' || page.delivery === 'runtime-islands',
);

/** Pages built to HTML at build time: the islands pages and those hydrated whole. */
export const prerenderedPaths = /* @__PURE__ */ pathsWhere(
  (page): page is Extract<Page, { delivery: 'islands' | 'runtime-islands' | 'hydrated' }> =>
    page.delivery !== 'app-shell' && page.delivery !== 'app',
);

/** Pages whose data changes while the server runs: it draws them again when it does. */
export const runtimePaths = /* @__PURE__ */ pathsWhere(
  (page): page is Extract<Page, { delivery: 'runtime-islands' }> =>
    page.delivery === 'runtime-islands',
);

/** The run-time pages' addresses whose query changes what they show. */
export const runtimeVariants: readonly string[] = /* @__PURE__ */ allPages.flatMap((page) =>
  'variants' in page ? page.variants : [],
);

/** Pages a signed-in person never sees: they go on to the customer area (spec section 2). */
export const signedOutOnlyPaths: readonly string[] = /* @__PURE__ */ pathsWhere(
  (page): page is Extract<Page, { audience: 'signed-out-only' }> =>
    page.audience === 'signed-out-only',
);

/** Pages behind a session: a customer's, or an operator's (any page's path may be looked up). */
export const signedInPaths: readonly string[] = /* @__PURE__ */ pathsWhere(
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

/** `customerScriptStore` -> `scriptStore`: a signed-in page's name in its area. */
type NameIn<Area extends string, Id> = Id extends `${Area}${infer Name}`
  ? Uncapitalize<Name>
  : never;
type AreaPaths<Area extends string, Ids extends PageId> = {
  [Id in Ids as NameIn<Area, Id>]: (typeof pageRegistry)[Id]['path'];
};
type TopLevelPaths = {
  [Id in Exclude<PageId, CustomerPageId | OperatorPageId>]: (typeof pageRegistry)[Id]['path'];
};
export type PagePaths = TopLevelPaths & {
  customer: { area: typeof CUSTOMER_AREA } & AreaPaths<'customer', CustomerPageId>;
  admin: AreaPaths<'admin', OperatorPageId>;
};

const nameIn = (area: string, id: string) =>
  `${id.charAt(area.length).toLowerCase()}${id.slice(area.length + 1)}`;

/**
 * Every page's path by name, derived from the registry: the top-level pages by id, a
 * customer page under `customer` (beside the area's own path), an operator page under `admin`.
 */
function derivePagePaths(): PagePaths {
  const paths: Record<string, unknown> = {};
  const customer: Record<string, string> = { area: CUSTOMER_AREA };
  const admin: Record<string, string> = {};
  for (const [id, page] of Object.entries(pageRegistry)) {
    if (page.audience === 'customer') customer[nameIn('customer', id)] = page.path;
    else if (page.audience === 'operator') admin[nameIn('admin', id)] = page.path;
    else paths[id] = page.path;
  }
  return { ...paths, customer, admin } as PagePaths;
}

/** The site's pages, by name: the client's routes and links and the server's redirects. */
export const pagePaths = derivePagePaths();

/**
 * A table by page id (a route table's views) as [path, entry] pairs, in the table's order: the
 * routes read each page's path from the registry.
 */
export const byPath = <Id extends PageId, Entry>(table: Record<Id, Entry>) =>
  (Object.entries(table) as [Id, Entry][]).map(
    ([id, entry]) => [pageRegistry[id].path as string, entry] as const,
  );
