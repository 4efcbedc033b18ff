import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicPageData, ServerRenderer, SiteSettings } from '../../src/services/contract';
import { withSiteSettings } from './site-settings-page';

/** How long a rendered page is trusted before its data is read again (another instance may
 * have changed it: this instance's `invalidate` only hears of its own changes). */
export const PUBLIC_PAGE_DATA_RECHECK_MS = 5_000;

export type PublicPagesOptions = {
  /** The prerendered folder and what its manifest says of the server bundle. */
  folder: string;
  serverEntry: string;
  /** The paths rendered here, and the query variants rendered apart (e.g. `/demo?x=true`). */
  paths: readonly string[];
  variants: readonly string[];
  /** The built `index.html`. */
  template: string;
  settings: SiteSettings;
  data: () => Promise<PublicPageData>;
  /** Told when the pages changed, so copies of them (compressed ones) go too. */
  onChange?: () => void;
  now?: () => number;
  recheckMs?: number;
  /** Renders the pages in the background at once, not at their first request. */
  warmUp?: boolean;
};

export type PublicPages = {
  /** Whether `path` is rendered here rather than sent as prerendered. */
  renders(path: string): boolean;
  /**
   * The page's HTML for the current data, rendered at most once per data version, and a key
   * naming that page and version (for copies made of it).
   */
  page(path: string, search: string): Promise<{ html: string; key: string }>;
  /** Reads the data again at the next request: call after changing it (a release published). */
  invalidate(): void;
};

/**
 * The public pages whose data changes while the server runs (the releases on /demo and
 * /download), rendered here with the build's server bundle (src/boot/render-page.tsx) and kept in
 * memory. The data is read again at most every few seconds, or at once after `invalidate`; a
 * page is rendered again only when the data it was rendered from changed. Several instances
 * thus agree within `recheckMs` of a change, without a rebuild.
 */
export function createPublicPages(options: PublicPagesOptions): PublicPages {
  const now = options.now ?? Date.now;
  const recheckMs = options.recheckMs ?? PUBLIC_PAGE_DATA_RECHECK_MS;
  let renderer: Promise<ServerRenderer> | undefined;
  const pages = new Map<string, Promise<string>>();
  /** Counts data versions: part of each page's key. */
  let generation = 0;
  let data: { version: string; value: PublicPageData; readAt: number } | undefined;
  let reading: Promise<PublicPageData> | undefined;

  const loadRenderer = () => {
    renderer ??= import(pathToFileURL(join(options.folder, options.serverEntry)).href);
    return renderer;
  };

  /** The current data; read again when older than `recheckMs`, pages dropped if it changed. */
  const currentData = (): Promise<PublicPageData> => {
    if (data && now() - data.readAt < recheckMs) return Promise.resolve(data.value);
    reading ??= options
      .data()
      .then((value) => {
        const version = JSON.stringify(value);
        if (data?.version !== version) {
          generation += 1;
          pages.clear();
          options.onChange?.();
        }
        data = { version, value, readAt: now() };
        return value;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };

  const publicPages: PublicPages = {
    renders: (path) => options.paths.includes(path),
    async page(path, search) {
      const value = await currentData();
      const pageGeneration = generation;
      const key = options.variants.includes(`${path}${search}`) ? `${path}${search}` : path;
      let page = pages.get(key);
      if (!page) {
        const query = key.slice(path.length);
        page = loadRenderer()
          .then((entry) =>
            entry.renderDocument(options.template, { path, search: query, data: value }),
          )
          .then((html) => withSiteSettings(html, options.settings));
        pages.set(key, page);
        // A failed render is not kept: the next request tries again.
        page.catch(() => pages.get(key) === page && pages.delete(key));
      }
      return { html: await page, key: `${key}@${pageGeneration}` };
    },
    invalidate() {
      data = undefined;
    },
  };
  if (options.warmUp) {
    // Loading the server bundle takes about a second (much more on a busy machine): done as the
    // server starts, in the background, rather than by the first visitor of these pages.
    setTimeout(() => {
      for (const path of options.paths) void publicPages.page(path, '').catch(() => {});
    }, 0).unref?.();
  }
  return publicPages;
}
