import { resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin, ResolvedConfig, Rolldown } from 'vite';

/**
 * The entry (`src/main.tsx`) imports the app only after the first paint; this adds
 * `<link rel="modulepreload">` for the app's module and everything it imports statically, so
 * the browser downloads them alongside the HTML instead of after that paint.
 */
export function preloadAppPlugin(appModule: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'signalhand:preload-app',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }): HtmlTagDescriptor[] {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        const appId = resolve(config.root, appModule);
        const app = chunks.find((chunk) => chunk.facadeModuleId === appId);
        if (!app) throw new Error(`No chunk for ${appModule} in the build`);
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || entry.imports.includes(fileName)) return;
          files.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(app.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${config.base}${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
