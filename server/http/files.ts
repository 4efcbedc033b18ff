import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { FILES_PATH } from '../../src/services/contract';

/**
 * Installers may be replaced under the same name by an operator: caches keep them an hour,
 * short enough that a new release reaches everyone the same day.
 */
const FILES_CACHE = 'public, max-age=3600';
const ARCHIVE = /\.(zip|exe|msi|msix|dmg|pkg|gz|tgz|7z|rar)$/i;
/** Hidden files (`.env`, `.gitkeep`...) are never published, whatever the folder holds. */
const HIDDEN_SEGMENT = /(^|\/)\./;

/**
 * Serves the downloadable files folder (`FILES_DIR`) at `/files/*`: archives as attachments
 * with their own name, partial requests for resumed downloads, and a plain 404 for anything
 * missing (never the SPA page, which a download would save as a broken file).
 */
export function filesRoutes(root: string) {
  const files = new Hono();
  files.use('*', async (c, next) => {
    const relative = c.req.path.slice(FILES_PATH.length);
    if (HIDDEN_SEGMENT.test(relative) || relative === '' || relative.endsWith('/')) {
      return c.text('Not found', 404);
    }
    await next();
    if (c.res.status !== 200 && c.res.status !== 206) return;
    c.res.headers.set('Cache-Control', FILES_CACHE);
    c.res.headers.set('Accept-Ranges', 'bytes');
    const name = relative.split('/').pop() ?? '';
    if (ARCHIVE.test(name)) {
      c.res.headers.set(
        'Content-Disposition',
        `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`,
      );
    }
  });
  files.use(
    '*',
    serveStatic({
      root,
      rewriteRequestPath: (path) => path.slice(FILES_PATH.length),
    }),
  );
  files.all('*', (c) => c.text('Not found', 404));
  return files;
}
