/** The folder of the build output holding the prerendered pages. */
export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_MANIFEST = 'routes.json';

/** What the prerender step leaves for the server: each path's HTML file, and the sitemap's paths. */
export type PrerenderManifest = { pages: Record<string, string>; sitemap: string[] };
