import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/** Hashed build output never changes under the same name, so browsers may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML and unhashed files are revalidated on every visit so a new release shows at once. */
const REVALIDATE = 'no-cache';
const HAS_EXTENSION = /\.[a-z0-9]+$/i;

/**
 * Serves the built SPA: real files as they are, and `index.html` for every other path
 * (history fallback) so client-side routes survive a reload. A missing file with an
 * extension stays a 404 rather than an HTML page the browser would misread.
 */
export function staticSite(root: string) {
  const site = new Hono();
  if (!existsSync(join(root, 'index.html'))) {
    site.get('*', (c) =>
      c.text('The site is not built yet: run `npm run build` (or `npm start`).', 503),
    );
    return site;
  }
  site.use('*', async (c, next) => {
    await next();
    if (!c.res.ok) return;
    const isHashedAsset =
      c.req.path.startsWith('/assets/') && !c.res.headers.get('content-type')?.includes('html');
    c.res.headers.set('Cache-Control', isHashedAsset ? IMMUTABLE : REVALIDATE);
  });
  site.use('*', serveStatic({ root }));
  const serveIndex = serveStatic({ root, path: 'index.html' });
  site.get('*', async (c, next) => {
    if (HAS_EXTENSION.test(c.req.path)) return c.text('Not found', 404);
    return serveIndex(c, next);
  });
  return site;
}
