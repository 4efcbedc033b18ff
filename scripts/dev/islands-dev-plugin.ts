import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { ISLANDS_SERVER_DIR, ISLANDS_SERVER_FILE } from '../../src/services/build-output';
import { preactAliases } from '../prerender/islands-build';

/** Where the islands' own dev server answers, inside the site's (`npm run dev`). */
export const ISLANDS_DEV_BASE = '/@islands/';
/**
 * The islands' start-up, as a page of islands names it in dev (src/boot/browser-entry.tsx
 * loads it).
 */
const ISLANDS_RUNTIME = `${ISLANDS_DEV_BASE}src/boot/start-islands.tsx`;
/** Sent to the islands pages open in the browser when what they are drawn from changed. */
export const ISLANDS_PAGE_CHANGED = 'signalhand:islands-page-changed';
/** The dev-only script each islands page gets: it reloads the page on that event. */
const PAGE_CLIENT = '/scripts/dev/islands-page-client.ts';
/** What the page renderer imports for the islands' renderer beside it, answered here in dev. */
const DEV_ISLANDS_SERVER = '\0signalhand:dev-islands-server';
const DEV_ISLANDS_GLOBAL = 'signalhand.dev-islands';

/**
 * The packages of the islands that React's entry points reach (the CommonJS ones among them):
 * pre-bundled for the islands' server rendering with React answered by Preact, as the
 * islands' build bundles them (islands-build.ts), in one set so they share one Preact.
 */
const islandsServerDeps = [
  'preact',
  'preact/hooks',
  'preact/compat',
  'preact/compat/jsx-runtime',
  'preact/compat/jsx-dev-runtime',
  'preact/compat/server',
  'preact-render-to-string',
  '@xstate/react',
  'wouter',
  'use-sync-external-store/shim',
  'use-sync-external-store/shim/with-selector',
  'use-isomorphic-layout-effect',
];

/**
 * What the server hands the pages it draws while it runs (/demo, /download): the published
 * releases, asked of the API server `npm run dev` runs beside Vite; none if it does not answer.
 */
async function publicPageData(server: ViteDevServer, apiTarget: string) {
  try {
    const { endpoints } = await server.ssrLoadModule('/src/services/contract');
    const answer = await fetch(`${apiTarget}${endpoints.releases}`, {
      signal: AbortSignal.timeout(2_000),
    });
    if (answer.ok) return { releases: await answer.json() };
  } catch {
    // No API server: the pages show no release, as a server with none published does.
  }
  return { releases: [] };
}

type DevIslands = {
  islandsRuntime: string;
  renderIsland(request: unknown): Promise<string>;
};

/**
 * The islands' runtime in development: a second Vite server, in middleware mode under
 * `/@islands/`, with React's entry points answered by Preact (as islands-build.ts does for the
 * build), for the browser's islands and their server rendering alike. It tells the islands
 * pages to reload when one of its modules changes.
 */
function createIslandsDevServer(root: string, mode: string, onChange: () => void) {
  return createServer({
    configFile: false,
    root,
    mode,
    base: ISLANDS_DEV_BASE,
    appType: 'custom',
    publicDir: false,
    clearScreen: false,
    // Apart from the site's: these are built with Preact for React.
    cacheDir: 'node_modules/.vite-islands',
    resolve: { alias: preactAliases },
    define: { __ISLANDS_RUNTIME__: JSON.stringify(ISLANDS_RUNTIME) },
    // No socket of its own: the islands pages hear of changes on the site's (see below).
    server: { middlewareMode: true, ws: false },
    optimizeDeps: { entries: ['src/boot/start-islands.tsx'] },
    ssr: { noExternal: true, optimizeDeps: { include: islandsServerDeps } },
    plugins: [
      {
        name: 'signalhand:islands-dev-changes',
        hotUpdate({ modules }) {
          if (modules.length > 0) onChange();
          return [];
        },
      },
    ],
  });
}

/**
 * `npm run dev` serves the islands pages (`islandPaths`) as they ship: drawn by the server
 * from the current sources with the build's renderer (src/boot/render-page.tsx, loaded through
 * Vite's SSR), with their island classes, and their islands hydrated in the browser on Preact,
 * from the islands' dev server. The site settings' tokens are filled with the defaults, as the
 * server fills them with its own. An edit to what an islands page is drawn from (a page, an
 * island, a `*.styles.ts`) reloads it. Every other page is the single-page app, as before.
 */
export function islandsDevPlugin({ apiTarget }: { apiTarget: string }): Plugin {
  let islands: ViteDevServer | undefined;
  let root = '';
  let site: ViteDevServer | undefined;
  let reloadTimer: ReturnType<typeof setTimeout> | undefined;
  /** Tells the islands pages open to reload, once for an edit both servers see. */
  const notifyPages = () => {
    clearTimeout(reloadTimer);
    reloadTimer = setTimeout(() => {
      site?.environments.client.hot.send({ type: 'custom', event: ISLANDS_PAGE_CHANGED });
    }, 50);
  };
  return {
    name: 'signalhand:islands-dev',
    // Not in Vitest, whose test runs start a Vite server from this config too.
    apply: (_, env) => env.command === 'serve' && !process.env.VITEST,
    configResolved(config) {
      root = config.root;
    },
    // The page renderer loads the islands' renderer from beside its build
    // (src/boot/render-page.tsx): in dev, that file is answered by the islands' dev server.
    resolveId: {
      // Before Vite's resolver, which takes it for a file on disk.
      order: 'pre',
      handler(id) {
        const built = join(root, 'src', 'boot', ISLANDS_SERVER_DIR, ISLANDS_SERVER_FILE);
        const asked = id.startsWith('file:') ? fileURLToPath(id) : id;
        if (this.environment.config.consumer === 'server' && asked === built) {
          return DEV_ISLANDS_SERVER;
        }
      },
    },
    load(id) {
      if (id !== DEV_ISLANDS_SERVER) return;
      return [
        `const islands = globalThis[Symbol.for(${JSON.stringify(DEV_ISLANDS_GLOBAL)})];`,
        'export const islandsRuntime = islands.islandsRuntime;',
        'export const renderIsland = (request) => islands.renderIsland(request);',
      ].join('\n');
    },
    async configureServer(server) {
      site = server;
      const islandsServer = await createIslandsDevServer(root, server.config.mode, notifyPages);
      islands = islandsServer;
      const devIslands: DevIslands = {
        islandsRuntime: ISLANDS_RUNTIME,
        async renderIsland(request) {
          const entry = await islandsServer.ssrLoadModule('/src/boot/render-island.tsx');
          return entry.renderIsland(request);
        },
      };
      Object.assign(globalThis, { [Symbol.for(DEV_ISLANDS_GLOBAL)]: devIslands });

      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith(ISLANDS_DEV_BASE)) islandsServer.middlewares(req, res, next);
        else next();
      });
      server.middlewares.use(async (req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
        const url = new URL(req.url, 'http://localhost');
        // A page's address: not a module, a file, Vite's own (`/@...`) nor the API's.
        if (/\.|^\/@|^\/(api|files)\//.test(url.pathname)) return next();
        try {
          const registry = await server.ssrLoadModule('/src/services/page-registry.ts');
          if (!(registry.islandPaths as string[]).includes(url.pathname)) return next();
          const entry = await server.ssrLoadModule('/src/boot/render-page.tsx');
          const settings = await server.ssrLoadModule('/server/http/site-settings-page.ts');
          const { defaultSiteSettings } = await server.ssrLoadModule('/src/services/site-facts.ts');
          const template = readFileSync(join(root, 'index.html'), 'utf8');
          const runtime = (registry.runtimePaths as string[]).includes(url.pathname);
          // As the server sends them: a page drawn once whatever its query, but for the
          // addresses whose query changes what it draws (`runtimeVariants`).
          const variant = (registry.runtimeVariants as string[]).includes(
            url.pathname + url.search,
          );
          const page: string = await entry.renderDocument(template, {
            path: url.pathname,
            search: variant ? url.search : '',
            data: runtime ? await publicPageData(server, apiTarget) : undefined,
          });
          const html = settings
            .withSiteSettings(page, defaultSiteSettings)
            .replace(
              '</head>',
              () => `<script type="module" src="${PAGE_CLIENT}"></script></head>`,
            );
          res.statusCode = 200;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(req.method === 'HEAD' ? undefined : html);
        } catch (error) {
          if (error instanceof Error) server.ssrFixStacktrace(error);
          next(error);
        }
      });
    },
    hotUpdate({ modules }) {
      // A module the page renderer ran changed: the islands pages open reload.
      if (this.environment.name === 'ssr' && modules.length > 0) notifyPages();
    },
    async buildEnd() {
      await islands?.close();
    },
  };
}
