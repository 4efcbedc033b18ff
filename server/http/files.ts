import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { FILES_PATH, LATEST_INSTALLER_PATH } from '../../src/services/contract';
import type { Releases } from '../domain/releases';

/**
 * Installers may be replaced under the same name by an operator: caches keep them an hour,
 * short enough that a new release reaches everyone the same day.
 */
const FILES_CACHE = 'public, max-age=3600';
const ARCHIVE = /\.(zip|exe|msi|msix|dmg|pkg|gz|tgz|7z|rar)$/i;
/** Hidden files (`.env`, `.gitkeep`...) are never published, whatever the folder holds. */
const HIDDEN_SEGMENT = /(^|\/)\./;
/** `/releases/<version>/<file name>`: a release's file, served only while it is published. */
const RELEASE_FILE = /^\/releases\/([^/]+)\/([^/]+)$/;
/** A download's first request: a whole file, or a range from its first byte. */
const FIRST_PART = /^bytes=0-/;

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
};

/**
 * Serves the downloadable files folder (`FILES_DIR`) at `/files/*`: archives as attachments
 * with their own name, partial requests for resumed downloads, and a plain 404 for anything
 * missing (never the SPA page, which a download would save as a broken file). The release
 * registry's files are served only while their release is published, each download counted;
 * the address of the 'Free Download' buttons leads to the latest stable Windows file.
 */
export function filesRoutes(root: string, releases: Releases) {
  const files = new Hono();
  files.on(['GET', 'HEAD'], LATEST_INSTALLER_PATH.slice(FILES_PATH.length), async (c, next) => {
    const latest = await releases.latest('windows-x64', 'stable');
    const file = latest?.files.find((candidate) => candidate.platform === 'windows-x64');
    // Without a release yet, a file of that name in the folder is served as before.
    if (!file) return next();
    c.header('Cache-Control', 'no-cache');
    return c.redirect(file.url, 302);
  });
  files.use('*', async (c, next) => {
    const relative = c.req.path.slice(FILES_PATH.length);
    if (HIDDEN_SEGMENT.test(relative) || relative === '' || relative.endsWith('/')) {
      return c.text('Not found', 404);
    }
    const release = RELEASE_FILE.exec(relative);
    if (release) {
      const range = c.req.header('range');
      const counts = c.req.method === 'GET' && (range === undefined || FIRST_PART.test(range));
      const version = decoded(release[1] ?? '');
      const fileName = decoded(release[2] ?? '');
      if (!(await releases.download(version, fileName, counts))) return c.text('Not found', 404);
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
