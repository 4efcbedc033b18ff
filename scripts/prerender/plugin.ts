import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDER_DIR, PRERENDER_MANIFEST, type PrerenderManifest } from './manifest';
import { pageDocument, pageFileName } from './page-html';

type ServerEntry = {
  prerenderedPaths: readonly string[];
  publicPaths: readonly string[];
  renderPage(path: string): Promise<{ html: string; styleTags: string }>;
};

/**
 * After the browser build, builds `src/entry-server.tsx` for Node with the same configuration,
 * renders every prerendered path to `<outDir>/prerendered/`, and lists them in a manifest the
 * server reads. Part of `vite build`, so every way of building the site prerenders it.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'signalhand:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return; // the server build below runs this plugin too
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the output folder so Node resolves the packages it imports; removed at the end.
      const serverDir = join(outDir, '.prerender-server');
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: resolve(config.root, 'src/entry-server.tsx'),
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
          },
        });
        const entryFile = readdirSync(serverDir).find((name) => name.startsWith('entry-server'));
        if (!entryFile) throw new Error(`No server entry was built in ${serverDir}`);
        const entry: ServerEntry = await import(pathToFileURL(join(serverDir, entryFile)).href);
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const pagesDir = join(outDir, PRERENDER_DIR);
        rmSync(pagesDir, { recursive: true, force: true });
        mkdirSync(pagesDir);
        const manifest: PrerenderManifest = { pages: {}, sitemap: [...entry.publicPaths] };
        for (const path of entry.prerenderedPaths) {
          const page = await entry.renderPage(path);
          const file = pageFileName(path);
          writeFileSync(join(pagesDir, file), pageDocument(template, { path, ...page }));
          manifest.pages[path] = file;
        }
        writeFileSync(join(pagesDir, PRERENDER_MANIFEST), JSON.stringify(manifest, null, 2));
        config.logger.info(`prerendered ${Object.keys(manifest.pages).length} pages`);
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
