import { join, resolve } from 'node:path';
import { type Alias, build, type InlineConfig, type ResolvedConfig, type Rolldown } from 'vite';
import { ISLANDS_SERVER_DIR, ISLANDS_SERVER_FILE } from '../../src/services/build-output';

/**
 * The public pages' islands run on Preact through its React compatibility layer, not on React
 * DOM: the same components, a tenth of the runtime (React DOM alone was 64 kB gzip of the
 * 117 kB `/` ran before any interaction; BENCHMARKS.md). These aliases answer React's entry
 * points with Preact's in the islands' two builds below, for our modules and the packages they
 * use (wouter, @xstate/react, react-icons) alike, and in `npm run dev`'s islands server
 * (scripts/dev/islands-dev-plugin.ts). The single-page app keeps React.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
];

/** The islands' start-up in the browser (src/boot/start-islands.tsx). */
const BROWSER_ENTRY = 'src/boot/start-islands.tsx';
/** Renders each island on the server, with the same runtime as the browser's. */
const SERVER_ENTRY = 'src/boot/render-island.tsx';

/** What both islands builds share: no config file (no plugins of the site's build), Preact. */
const islandsConfig = (config: ResolvedConfig) =>
  ({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: preactAliases },
  }) satisfies InlineConfig;

const outputsOf = (result: Awaited<ReturnType<typeof build>>): Rolldown.RolldownOutput[] => {
  if (Array.isArray(result)) return result;
  if ('output' in result) return [result];
  throw new Error('The islands build was expected to write its files, not to watch');
};

/**
 * Builds the islands' start-up and every island's chunk into the browser build's `assets`, and
 * returns the start-up's address, which each page of islands names (src/boot/browser-entry.tsx
 * loads it).
 */
export async function buildIslandsForBrowser(config: ResolvedConfig): Promise<string> {
  const result = await build({
    ...islandsConfig(config),
    build: {
      outDir: resolve(config.root, config.build.outDir),
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: false,
      target: config.build.target,
      modulePreload: false,
      rolldownOptions: {
        input: { 'start-islands': resolve(config.root, BROWSER_ENTRY) },
        // The entry is imported for its export (hydrateIslands), not run as a page's script.
        preserveEntrySignatures: 'exports-only',
        output: {
          entryFileNames: 'assets/[name]-[hash].js',
          chunkFileNames: 'assets/[name]-[hash].js',
        },
      },
    },
  });
  const entry = outputsOf(result)
    .flatMap((output) => output.output)
    .find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) throw new Error(`The islands build made no entry from ${BROWSER_ENTRY}`);
  return `${config.base}${entry.fileName}`;
}

/** Builds the islands' server renderer into `<serverDir>/islands/`, naming `runtime` in pages. */
export async function buildIslandsForServer(
  config: ResolvedConfig,
  serverDir: string,
  runtime: string,
) {
  await build({
    ...islandsConfig(config),
    define: { __ISLANDS_RUNTIME__: JSON.stringify(runtime) },
    // Bundled in, as the page renderer's packages are (scripts/prerender/plugin.ts).
    ssr: { noExternal: true },
    build: {
      ssr: resolve(config.root, SERVER_ENTRY),
      outDir: join(serverDir, ISLANDS_SERVER_DIR),
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      rolldownOptions: { output: { entryFileNames: ISLANDS_SERVER_FILE } },
    },
  });
}
