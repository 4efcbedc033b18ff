import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  APP_SHELL_DIR,
  defaultSiteSettings,
  isInSignedInArea,
  loginReturningTo,
  PRERENDER_DIR,
  PRERENDER_MANIFEST,
  type PrerenderManifest,
  type PublicPageData,
  SIGNED_IN_COOKIE,
  type SiteSettings,
} from '../../src/services/contract';
import { appShells } from './app-shell';
import { createPublicPages, type PublicPages } from './public-pages';
import { withSiteSettings } from './site-settings-page';

/** Hashed build output never changes under the same name, so browsers may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML and unhashed files are revalidated on every visit so a new release shows at once. */
const REVALIDATE = 'no-cache';
const HAS_EXTENSION = /\.[a-z0-9]+$/i;
/** Prerendered pages name their canonical address by path; it must be absolute. */
const CANONICAL_PATH = /(<link rel="canonical" href=")\//;

const compress = {
  br: (text: string) =>
    brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (text: string) => gzipSync(text, { level: 9 }),
};

function preferredEncoding(acceptEncoding: string | undefined): keyof typeof compress | null {
  const accepted = new Set(acceptEncoding?.split(',').map((part) => part.split(';')[0]?.trim()));
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

export type StaticSiteOptions = {
  /** The address visitors use, for canonical links, robots.txt and the sitemap; else the request's. */
  publicUrl?: string;
  /** The promo code and links every page shows (see site-settings-page.ts); else the defaults. */
  siteSettings?: SiteSettings;
  /** The data of the pages rendered at run time (public-pages.ts); else none (no releases). */
  publicPageData?: () => Promise<PublicPageData>;
  /** Told when rendering a page at run time failed (the prerendered one is sent instead). */
  onRenderError?: (path: string, error: unknown) => void;
  /** How often the run-time pages' data is read again, and the clock that says (tests). */
  recheckMs?: number;
  now?: () => number;
  /** Renders the run-time pages as the server starts rather than at their first request. */
  warmUp?: boolean;
};

const noPublicPageData = async (): Promise<PublicPageData> => ({ releases: [] });

/**
 * The prerendered pages by path, read once (see scripts/prerender) with the site's settings
 * filled in; none if the build has none.
 */
function readPrerenderedPages(root: string, settings: SiteSettings) {
  const folder = join(root, PRERENDER_DIR);
  const manifestFile = join(folder, PRERENDER_MANIFEST);
  if (!existsSync(manifestFile)) return { pages: new Map<string, string>(), sitemap: [] };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  const pages = new Map(
    Object.entries(manifest.pages).map(([path, file]) => [
      path,
      withSiteSettings(readFileSync(join(folder, file), 'utf8'), settings),
    ]),
  );
  return { pages, sitemap: manifest.sitemap, manifest, folder };
}

const sitemapXml = (origin: string, paths: readonly string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${origin}${path}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

/**
 * The signed-in areas need no rule here: a crawler never holds the signed-in cookie, so it is
 * sent to the login page (see `signedInAreaPage`), which is a page worth listing.
 */
const robotsTxt = (origin: string) =>
  ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );

/**
 * Serves the built SPA: each prerendered page's own HTML at its path, real files as they are,
 * the signed-in areas' app shells (to a browser holding a session; others go to login), and
 * the client-rendered shell `index.html` for every other path so client-side routes survive a
 * reload. A missing file with an extension stays a 404 rather than an HTML page the browser
 * would misread. Answers robots.txt and the sitemap with the public address, which only the
 * running server knows.
 */
export function staticSite(root: string, options: StaticSiteOptions = {}) {
  const site = new Hono();
  const noRuntimePages = { invalidate: () => {} };
  if (!existsSync(join(root, 'index.html'))) {
    site.get('*', (c) =>
      c.text('The site is not built yet: run `npm run build` (or `npm start`).', 503),
    );
    return Object.assign(site, { publicPages: noRuntimePages });
  }
  const settings = options.siteSettings ?? defaultSiteSettings;
  const prerendered = readPrerenderedPages(root, settings);
  // The client-rendered shell carries the settings too, so every page reads them the same way.
  const shell = withSiteSettings(readFileSync(join(root, 'index.html'), 'utf8'), settings);
  const appShellFor = appShells(root, settings);
  const origin = (c: Context) => options.publicUrl ?? new URL(c.req.url).origin;

  site.use('*', async (c, next) => {
    await next();
    if (!c.res.ok) return;
    const isHashedAsset =
      c.req.path.startsWith('/assets/') && !c.res.headers.get('content-type')?.includes('html');
    c.res.headers.set('Cache-Control', isHashedAsset ? IMMUTABLE : REVALIDATE);
  });
  const compressedPages = new Map<string, Buffer>();
  const { manifest, folder } = prerendered;
  const publicPages: PublicPages | undefined =
    manifest?.serverEntry && folder
      ? createPublicPages({
          folder,
          serverEntry: manifest.serverEntry,
          paths: manifest.runtime,
          variants: manifest.variants,
          template: readFileSync(join(root, 'index.html'), 'utf8'),
          settings,
          data: options.publicPageData ?? noPublicPageData,
          recheckMs: options.recheckMs,
          warmUp: options.warmUp,
          now: options.now,
          // Their compressed copies were made from the previous data.
          onChange: () => compressedPages.clear(),
        })
      : undefined;
  /** Sends a page, compressed once per page, address and encoding, on first request. */
  const sendPage = (c: Context, key: string, html: string) => {
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    c.header('Vary', 'Accept-Encoding', { append: true });
    if (!encoding) return c.html(html);
    const cacheKey = `${encoding} ${key}`;
    let body = compressedPages.get(cacheKey);
    if (!body) {
      body = compress[encoding](html);
      compressedPages.set(cacheKey, body);
    }
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'text/html; charset=UTF-8',
      'Content-Encoding': encoding,
    });
  };
  /** The page rendered with the current data; the prerendered one should that fail. */
  const runtimePage = async (path: string, search: string, prerenderedPage: string) => {
    try {
      return (await publicPages?.page(path, search)) ?? { html: prerenderedPage, key: path };
    } catch (error) {
      options.onRenderError?.(path, error);
      return { html: prerenderedPage, key: path };
    }
  };
  site.get('*', async (c, next) => {
    let page = prerendered.pages.get(c.req.path);
    if (!page) return next();
    let key = c.req.path;
    if (publicPages?.renders(c.req.path)) {
      const rendered = await runtimePage(c.req.path, new URL(c.req.url).search, page);
      page = rendered.html;
      key = rendered.key;
    }
    const html = page.replace(CANONICAL_PATH, `$1${origin(c)}/`);
    return sendPage(c, `${origin(c)}${key}`, html);
  });
  if (prerendered.sitemap.length > 0) {
    site.get('/sitemap.xml', (c) =>
      c.body(sitemapXml(origin(c), prerendered.sitemap), 200, {
        'Content-Type': 'application/xml; charset=utf-8',
      }),
    );
    site.get('/robots.txt', (c) => c.text(robotsTxt(origin(c))));
  }
  // The prerendered files are reached by their paths above, never by their file names.
  site.get(`/${PRERENDER_DIR}/*`, (c) => c.text('Not found', 404));
  site.get(`/${APP_SHELL_DIR}/*`, (c) => c.text('Not found', 404));
  for (const path of ['/', '/index.html']) site.get(path, (c) => sendPage(c, 'shell', shell));
  // The build writes .br and .gz beside each text file (scripts/prerender/precompress-plugin.ts).
  site.use('*', serveStatic({ root, precompressed: true }));
  /**
   * A page behind a session: its app shell for a browser that says it holds one (the
   * signed-in cookie), else at once the login page that brings the visitor back here (spec
   * section 2's redirect, made before any of the app loads). Caches keep the two apart.
   */
  const signedInAreaPage = (c: Context) => {
    c.header('Vary', 'Cookie');
    if (!getCookie(c, SIGNED_IN_COOKIE)) {
      const here = `${c.req.path}${new URL(c.req.url).search}`;
      c.header('X-Robots-Tag', 'noindex');
      c.header('Cache-Control', 'no-store');
      return c.redirect(loginReturningTo(here), 302);
    }
    const appShell = appShellFor(c.req.path);
    return appShell ? sendPage(c, appShell.key, appShell.html) : sendPage(c, 'shell', shell);
  };
  site.get('*', (c) => {
    if (HAS_EXTENSION.test(c.req.path)) return c.text('Not found', 404);
    return isInSignedInArea(c.req.path) ? signedInAreaPage(c) : sendPage(c, 'shell', shell);
  });
  return Object.assign(site, { publicPages: publicPages ?? noRuntimePages });
}
