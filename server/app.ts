import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { DatabaseHandle } from './db/client';
import { ApiError, errorResponse } from './http/errors';
import { FILES_PATH, filesRoutes } from './http/files';
import { staticSite } from './http/static-site';
import type { Logger } from './logger';
import { healthRoutes } from './routes/health';

export type AppDeps = {
  database: DatabaseHandle;
  logger: Logger;
  /** The built SPA (`dist/`). */
  staticDir: string;
  /** Downloadable files (the installer), served under `/files`. */
  filesDir: string;
};

/** Request bodies are small JSON documents; anything larger is refused before it is read. */
const MAX_BODY_BYTES = 64 * 1024;

export function createApp({ database, logger, staticDir, filesDir }: AppDeps) {
  const app = new Hono();

  app.use(
    '*',
    secureHeaders({
      // The YouTube embed refuses to play without a referrer, so send the origin at least.
      referrerPolicy: 'strict-origin-when-cross-origin',
      // HSTS belongs to a deployment behind HTTPS, not to the plain-HTTP default.
      strictTransportSecurity: false,
    }),
  );
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => errorResponse(c, 413, { message: 'Request body is too large.' }),
    }),
  );

  app.route('/api', healthRoutes(database));
  app.all('/api/*', (c) => errorResponse(c, 404, { message: 'API endpoint not found' }));
  app.route(FILES_PATH, filesRoutes(filesDir));
  app.route('/', staticSite(staticDir));

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return errorResponse(c, error.status, { message: error.message, ...error.extra });
    }
    if (error instanceof HTTPException) {
      return errorResponse(c, error.status, { message: error.message || 'Request failed' });
    }
    logger.error('unhandled error', { path: c.req.path, error: String(error) });
    return errorResponse(c, 500, { message: 'Server error. Please try again later.' });
  });

  return app;
}
