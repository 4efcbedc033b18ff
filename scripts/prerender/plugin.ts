import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import {
  PRERENDER_DIR,
  PRERENDER_MANIFEST,
  type PrerenderManifest,
  SERVER_BUNDLE_DIR,
} from '../../src/services/build-output';
import { buildIslandsForBrowser, buildIslandsForServer } from './islands-build';
import { pageFileName } from './page-html';

type ServerEntry = {
  prerenderedPaths: readonly string[];
  publicPaths: readonly string[];
  runtimePaths: readonly string[];
  runtimeVariants: readonly string[];
  renderDocument(template: string, request: { path: string }): Promise<string>;
};

/**
 * As the browser build writes its files, builds the public pages' islands apart on their own
 * runtime (islands-build.ts), so the later steps (precompression) see them too. Then builds
 * `src/boot/render-page.tsx` for Node with the same configuration and the islands' server renderer
 * beside it, renders every prerendered path to `<outDir>/prerendered/`, and lists them in a
 * manifest the server reads. The server bundle stays there too (never served): the server
 * renders the pages whose data changes with it. Part of `vite build`, so every way of building
 * the site prerenders it.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let islandsRuntime: string | undefined;
  return {
    name: 'signalhand:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      async handler() {
        if (config.build.ssr) return; // the server build below runs this plugin too
        islandsRuntime = await buildIslandsForBrowser(config);
      },
    },
    async closeBundle() {
      if (config.build.ssr) return;
      if (!islandsRuntime) throw new Error('The islands were not built with the browser build');
      const outDir = resolve(config.root, config.build.outDir);
      const pagesDir = join(outDir, PRERENDER_DIR);
      rmSync(pagesDir, { recursive: true, force: true });
      // Inside the project so Node resolves the packages it imports from its node_modules.
      const serverDir = join(pagesDir, SERVER_BUNDLE_DIR);
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        // The packages bundled in, tree-shaken: the server loads one file in a moment instead
        // of resolving Chakra's hundreds of modules at its first render.
        ssr: { noExternal: true },
        build: {
          ssr: resolve(config.root, 'src/boot/render-page.tsx'),
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
        },
      });
      await buildIslandsForServer(config, serverDir, islandsRuntime);
      const entryFile = readdirSync(serverDir).find((name) => name.startsWith('render-page'));
      if (!entryFile) throw new Error(`No server entry was built in ${serverDir}`);
      const entry: ServerEntry = await import(pathToFileURL(join(serverDir, entryFile)).href);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      mkdirSync(pagesDir, { recursive: true });
      const manifest: PrerenderManifest = {
        pages: {},
        sitemap: [...entry.publicPaths],
        serverEntry: `${SERVER_BUNDLE_DIR}/${entryFile}`,
        runtime: [...entry.runtimePaths],
        variants: [...entry.runtimeVariants],
      };
      // The pages rendered by the server too are prerendered without data: the server sends
      // them should its own rendering fail.
      for (const path of entry.prerenderedPaths) {
        const file = pageFileName(path);
        writeFileSync(join(pagesDir, file), await entry.renderDocument(template, { path }));
        manifest.pages[path] = file;
      }
      writeFileSync(join(pagesDir, PRERENDER_MANIFEST), JSON.stringify(manifest, null, 2));
      config.logger.info(`prerendered ${Object.keys(manifest.pages).length} pages`);
    },
  };
}
