import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { createOfflineAssistant } from './adapters/ai/offline';
import type { AiAssistant } from './adapters/ai/types';
import type { Mailer } from './adapters/mail/mailer';
import type { DatabaseHandle } from './db/client';
import { createAccounts } from './domain/accounts';
import { createCatalogue } from './domain/catalogue';
import { createChat } from './domain/chat';
import { type Clock, systemClock } from './domain/clock';
import { createContentLinks } from './domain/content-links';
import { DomainError } from './domain/errors';
import { createMemoryRateLimiter, type RateLimiter } from './domain/rate-limit';
import { createSessions } from './domain/sessions';
import { createSupport } from './domain/support';
import { createVerificationCodes } from './domain/verification-codes';
import { clientAddress as socketAddress } from './http/client-address';
import { ApiError, errorResponse, fromDomainError } from './http/errors';
import { FILES_PATH, filesRoutes } from './http/files';
import { staticSite } from './http/static-site';
import type { Logger } from './logger';
import { aiRoutes } from './routes/ai';
import { authRoutes } from './routes/auth';
import { checkoutPlaceholderRoutes } from './routes/checkout-placeholder';
import { healthRoutes } from './routes/health';
import { storeRoutes } from './routes/store';
import { supportRoutes } from './routes/support';

/** The settings the app reads from configuration (see `server/config.ts`). */
export type AppSettings = {
  /** How long a session lasts, in seconds. */
  sessionTtlSeconds: number;
  /** The address customers reach, for links in mails. */
  publicUrl: string;
  /** Where support messages and custom-script requests are mailed. */
  supportEmail: string;
  /** Signs script download links; without it each process makes its own (links end on restart). */
  contentLinkSecret?: string;
};

export type AppDeps = {
  database: DatabaseHandle;
  logger: Logger;
  /** The built SPA (`dist/`). */
  staticDir: string;
  /** Downloadable files (the installer), served under `/files`. */
  filesDir: string;
  mail: Mailer;
  /** The AI chat's scriptwriter; defaults to the offline assistant. */
  ai?: AiAssistant;
  settings: AppSettings;
  /** Defaults to the system clock. */
  clock?: Clock;
  /** Defaults to one in memory (one process). */
  rateLimiter?: RateLimiter;
  /** Which client a request comes from, for per-address limits; defaults to the socket peer. */
  clientAddress?: (c: Context) => string;
};

/** Request bodies are small JSON documents; anything larger is refused before it is read. */
const MAX_BODY_BYTES = 64 * 1024;

export function createApp(deps: AppDeps) {
  const { database, logger, staticDir, filesDir, mail, settings } = deps;
  const clock = deps.clock ?? systemClock;
  const limiter = deps.rateLimiter ?? createMemoryRateLimiter(clock);
  const db = database.db;
  const sessions = createSessions({ db, clock, ttlSeconds: settings.sessionTtlSeconds });
  const codes = createVerificationCodes({ db, clock, limiter });
  const accounts = createAccounts({
    db,
    clock,
    limiter,
    mail,
    logger,
    sessions,
    codes,
    publicUrl: settings.publicUrl,
  });
  const links = createContentLinks({ clock, secret: settings.contentLinkSecret });
  const catalogue = createCatalogue({ db, links });
  const support = createSupport({
    db,
    clock,
    limiter,
    mail,
    logger,
    supportEmail: settings.supportEmail,
    publicUrl: settings.publicUrl,
  });
  const clientAddress = deps.clientAddress ?? socketAddress;

  const chat = createChat({
    db,
    clock,
    limiter,
    assistant: deps.ai ?? createOfflineAssistant(),
  });

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
  app.route('/api/v2/auth', authRoutes({ accounts, sessions, clientAddress }));
  app.route('/api/v2/store', storeRoutes({ catalogue, links, sessions, support }));
  app.route('/api/v2/customer', supportRoutes({ support, clientAddress }));
  app.route('/api/v2/payment', checkoutPlaceholderRoutes());
  app.route('/api/v2/ai', aiRoutes({ chat, sessions }));
  app.all('/api/*', (c) => errorResponse(c, 404, { message: 'API endpoint not found' }));
  app.route(FILES_PATH, filesRoutes(filesDir));
  app.route('/', staticSite(staticDir));

  app.onError((error, c) => {
    const known = error instanceof DomainError ? fromDomainError(error) : error;
    if (known instanceof ApiError) {
      return errorResponse(
        c,
        known.status,
        { message: known.message, ...known.extra },
        known.headers,
      );
    }
    if (known instanceof HTTPException) {
      return errorResponse(c, known.status, { message: known.message || 'Request failed' });
    }
    logger.error('unhandled error', { path: c.req.path, error: String(error) });
    return errorResponse(c, 500, { message: 'Server error. Please try again later.' });
  });

  return app;
}
