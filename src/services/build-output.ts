// What the build leaves in `dist/` for the server: scripts/prerender writes it, server/http
// reads it, so both name its folders and manifests from here.

/** The folder of the build output holding the prerendered pages. */
export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_MANIFEST = 'routes.json';

/** Inside the prerendered folder (never served): the server rendering bundle. */
export const SERVER_BUNDLE_DIR = 'server';
/**
 * Inside the server rendering bundle's folder: the islands' renderer, on the islands' runtime
 * (scripts/prerender/islands-build.ts), which the page renderer imports from there.
 */
export const ISLANDS_SERVER_DIR = 'islands';
export const ISLANDS_SERVER_FILE = 'render-island.js';

/**
 * What the prerender step leaves for the server: each path's HTML file, the sitemap's paths,
 * the server rendering bundle's entry (relative to the prerendered folder), and the paths the
 * server renders itself when their data changes (server/http/public-pages.ts).
 */
export type PrerenderManifest = {
  pages: Record<string, string>;
  sitemap: string[];
  serverEntry: string;
  runtime: string[];
  /** Runtime pages with a query that changes them, rendered apart (`/demo?fromDownload=true`). */
  variants: string[];
};

/** What the server rendering bundle (src/boot/render-page.tsx) offers the server. */
export type ServerRenderer = {
  renderDocument(
    template: string,
    request: { path: string; search?: string; data?: { releases: unknown[] } },
  ): Promise<string>;
};

/** The folder of the build output holding the signed-in area's app shells, and their list. */
export const APP_SHELL_DIR = 'app-shell';
export const APP_SHELL_MANIFEST = 'shells.json';

/** Each shell's file, by the path it is drawn for (scripts/prerender/app-shell-plugin.ts). */
export type AppShellManifest = Record<string, string>;
