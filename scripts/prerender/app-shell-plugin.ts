import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import {
  APP_SHELL_DIR,
  APP_SHELL_MANIFEST,
  type AppShellManifest,
} from '../../src/services/build-output';

type ShellPlace = { path: string; section: 'customer' | 'admin'; location: string };
type ShellEntry = {
  APP_SHELL_ATTRIBUTE: string;
  appShellPlaces: ShellPlace[];
  renderAppShell(place: ShellPlace): Promise<{ html: string; styleTags: string }>;
};

const EMPTY_ROOT = '<div id="root"></div>';
/** React writes the shell's `<title>` and `<meta>` elements ahead of its markup. */
const LEADING_HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;
/** The CSP allows no inline script (JSON data excepted) and no inline event handler. */
const INLINE_CODE =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>|<[^>]+\son[a-z]+=/i;

/**
 * After the browser build, draws the signed-in area's app shell (src/boot/render-app-shell.tsx) for
 * each page of /customer and /admin into `<outDir>/app-shell/`, from the built `index.html`:
 * the frame's HTML and CSS. The server sends it for those paths (server/http/app-shell.ts). No
 * modulepreload links: the app's code loads once the shell is painted
 * (src/boot/browser-entry.tsx), as fetching it beside the page held the first paint back on a
 * slow connection (BENCHMARKS.md).
 */
export function appShellPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'signalhand:app-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After the other plugins' last steps (the precompressed files are the browser build's only).
    closeBundle: { sequential: true, handler: drawShells },
  };

  async function drawShells() {
    if (config.build.ssr) return; // the server build below runs this plugin too
    const outDir = resolve(config.root, config.build.outDir);
    // Inside the output folder so Node resolves the packages it imports; removed at the end.
    const serverDir = join(outDir, '.app-shell-server');
    try {
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: resolve(config.root, 'src/boot/render-app-shell.tsx'),
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
        },
      });
      const entryFile = readdirSync(serverDir).find((name) => name.startsWith('render-app-shell'));
      if (!entryFile) throw new Error(`No app shell entry was built in ${serverDir}`);
      const entry: ShellEntry = await import(pathToFileURL(join(serverDir, entryFile)).href);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      if (!template.includes(EMPTY_ROOT) || !template.includes('</head>')) {
        throw new Error(`index.html has no ${EMPTY_ROOT} or no </head> to draw the shell into`);
      }
      const shellDir = join(outDir, APP_SHELL_DIR);
      rmSync(shellDir, { recursive: true, force: true });
      mkdirSync(shellDir);
      const manifest: AppShellManifest = {};
      for (const place of entry.appShellPlaces) {
        const { html, styleTags } = await entry.renderAppShell(place);
        const head = LEADING_HEAD_ELEMENTS.exec(html)?.[0] ?? '';
        const document = template
          .replace('</head>', () => `${head}${styleTags}</head>`)
          .replace(
            EMPTY_ROOT,
            () => `<div id="root" ${entry.APP_SHELL_ATTRIBUTE}>${html.slice(head.length)}</div>`,
          );
        const inline = INLINE_CODE.exec(document);
        if (inline) throw new Error(`The app shell of ${place.path} has inline code: ${inline[0]}`);
        const file = `${place.path.slice(1).replaceAll('/', '-')}.html`;
        writeFileSync(join(shellDir, file), document);
        manifest[place.path] = file;
      }
      writeFileSync(join(shellDir, APP_SHELL_MANIFEST), JSON.stringify(manifest, null, 2));
      config.logger.info(`drew ${Object.keys(manifest).length} app shells`);
    } finally {
      rmSync(serverDir, { recursive: true, force: true });
    }
  }
}
