/**
 * The import rules of the architecture (shared/design/ARCHITECTURE.md), checked by `npm run lint`
 * over `src` and `server`. Known breaches the client is still moving away from are listed in
 * `.dependency-cruiser-known-violations.json` (read with `--ignore-known`); a new one fails.
 */

/** React and the libraries built on it: what a view is made of. */
const VIEW_LIBRARIES =
  '^node_modules/(react|react-dom|@xstate/react|@chakra-ui/[^/]+|@emotion/[^/]+)/';

/**
 * What `ui/app` offers the pages: the providers' contexts and hooks, the helper a route table
 * declares its lazily loaded pages with, and Chakra's lazily loaded provider. The rest of `ui/app` (the shell, the providers
 * themselves, the routes) mounts the pages, so a page importing it would import itself back.
 */
const APP_CONTEXTS =
  '^src/ui/app/(session-context|site-settings-context|session-notice|page-ready|lazy-page|with-chakra|chakra-scope|signed-in-pages)[.]tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'machines-without-views',
      comment:
        'Machines are flows only: drawn, path-tested and run without a DOM. They never import a ' +
        'view, React, Chakra or Emotion; views read them through selectors.',
      severity: 'error',
      from: { path: '^src/machines/' },
      to: { path: ['^src/ui/', VIEW_LIBRARIES] },
    },
    {
      name: 'services-below-machines-and-views',
      comment:
        'Services talk to the network and to storage; machines call them, never the other way ' +
        'round, and views never reach them past a machine.',
      severity: 'error',
      from: { path: '^src/services/' },
      to: { path: ['^src/(machines|ui)/', VIEW_LIBRARIES] },
    },
    {
      name: 'content-is-data',
      comment:
        'src/content is texts and constants: it reads facts from the contract (or the ' +
        'valibot-free modules the contract re-exports) and nothing else of the client, so any ' +
        'part (and the prerendered pages) can import it.',
      severity: 'error',
      from: { path: '^src/content/' },
      to: {
        path: '^src/(machines|ui|services)/',
        pathNot: '^src/services/(contract/.+|page-paths|page-registry|site-facts)[.]ts$',
      },
    },
    {
      name: 'pages-read-app-contexts-only',
      comment:
        'ui/app mounts the public, auth and customer pages; they may read its contexts and use ' +
        'its loaders (see APP_CONTEXTS) but never its shell or routes, which import them back.',
      severity: 'error',
      from: { path: '^src/ui/', pathNot: '^src/ui/app/' },
      to: { path: '^src/ui/app/', pathNot: APP_CONTEXTS },
    },
    {
      name: 'public-pages-without-customer-area',
      comment:
        'The customer area, the signed-in kit it shares with the console and the sign-in pages ' +
        'are chunks of their own: a public page that imported them would load them on every ' +
        "visit. The islands' registry may load one lazily (the login form), only where a page " +
        'holds it.',
      severity: 'error',
      from: { path: '^src/ui/public/' },
      to: { path: '^src/ui/(customer|signed-in|auth)/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'client-without-server',
      comment: 'The browser bundle never holds server code; shared facts live in the contract.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-reads-only-the-contract',
      comment:
        'src/services/contract (its index) is the only code both sides import: the server never reads ' +
        'the client content, services or views.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/services/contract/index[.]ts$' },
    },
    {
      name: 'domain-without-http',
      comment:
        'The domain holds the rules and knows nothing of HTTP: routes and http/ call it, never ' +
        'the other way round, and it never imports Hono.',
      severity: 'error',
      from: { path: '^server/domain/' },
      to: {
        path: ['^server/(routes|http)/', '^server/app[.]ts$', '^node_modules/(hono|@hono/[^/]+)/'],
      },
    },
    {
      name: 'no-circular',
      comment: 'A cycle makes two modules one; split the shared part out instead.',
      severity: 'error',
      from: { path: '^(src|server)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: '^node_modules/' },
    // Type-only imports count: they tie the layers together just as much.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
