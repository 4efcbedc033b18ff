import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { islandsDevPlugin } from './scripts/dev/islands-dev-plugin';
import { appShellPlugin } from './scripts/prerender/app-shell-plugin';
import { prerenderPlugin } from './scripts/prerender/plugin';
import { precompressPlugin } from './scripts/prerender/precompress-plugin';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8787'}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    prerenderPlugin(),
    precompressPlugin(),
    appShellPlugin(),
    // `npm run dev` only: the islands pages as they ship (scripts/dev/islands-dev-plugin.ts).
    islandsDevPlugin({ apiTarget }),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    // `npm run dev` runs the API server beside Vite; the browser sees one origin.
    proxy: { '/api': apiTarget, '/files': apiTarget },
  },
  build: {
    sourcemap: false,
    target: 'es2022',
    // No modulepreload links, nor Vite's helper that inserts them before each dynamic import: in
    // a CPU profile at 4x, inserting them was 80 to 110 ms of the islands' start on a public
    // page and 250 to 400 ms of the single-page app's start on /login and the dashboard
    // (BENCHMARKS.md). A chunk's own imports load as the browser reads it; the start-up chunks
    // import their dependencies directly, so that is one level more, not a waterfall.
    modulePreload: false,
    rolldownOptions: {
      // Chakra builds an unused default system at module level; marking the factory pure lets
      // the bundler drop that call (ours is used, so it stays).
      treeshake: { manualPureFunctions: ['createSystem'] },
      // The browser's build only: the server's prerendering bundle is one file anyway.
      output: isSsrBuild
        ? {}
        : {
            // The signed-in area's shared parts (its kit and every class list) in one chunk, not
            // fifty of 1 to 2 kB: without preloading, each chunk a page imports is found only as
            // its importer is read, and on a slow connection each level costs a round trip
            // (Lighthouse measured an LCP of 4.2 s on Settings from 65 scripts; BENCHMARKS.md).
            codeSplitting: {
              // A group holds the modules its test names, not everything they import.
              includeDependenciesRecursively: false,
              groups: [
                {
                  // The controls every form of the app draws with (the sign-up's too).
                  name: 'form-kit',
                  test: /\/src\/ui\/components\/(kit|form)\//,
                },
                {
                  // What only the signed-in area draws with: its kit and its pages' classes.
                  name: 'signed-in-kit',
                  test: /\/src\/ui\/(signed-in\/|(customer|admin)\/.*\.styles\.ts$)/,
                },
              ],
            },
          },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/machines/**/*.test.ts', 'tests/services/**/*.test.ts'],
          environment: 'node',
          // As the server project's: machines and services load once per worker.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: [
            'tests/server/support/pglite-template.ts',
            'tests/server/support/server-build.ts',
          ],
          // Each worker loads the server's modules once for all its files, not once a file: the
          // in-process suites take about 5 min instead of 6.5 on 2 cores. A test file therefore
          // leaves no process-wide state behind (environment, globals, module-level caches).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time: a browser file spends much of its time waiting (page loads,
          // network idle, mails, countdowns), so a second file fills the CPU meanwhile. Measured
          // on this 2-core machine: 892 s one at a time, 455 s two at a time (BENCHMARKS.md).
          // Each file starts its own browser and, where it needs one, its own server; the
          // suite's shared server (globalSetup) serves the public pages, which no test changes.
          fileParallelism: true,
          maxWorkers: 2,
          // As the in-process suites': the files' helpers (Playwright, axe, the server's
          // modules) load once for the run, not once a file (about 0.5 s a file).
          isolate: false,
        },
      },
    ],
  },
}));
