import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import {
  DEFAULT_PROMO_CODE,
  defaultExternalLinks,
  type ExternalLinks,
  endpoints,
  FILES_PATH,
} from '../src/services/contract';
import { createOfflineAssistant } from './adapters/ai/offline';
import type { AiAssistant } from './adapters/ai/types';
import type { Mailer } from './adapters/mail/mailer';
import { createLocalPayments } from './adapters/payments/local';
import { createStripePayments } from './adapters/payments/stripe';
import { createStripeClient, type StripeSettings } from './adapters/payments/stripe-client';
import {
  createStripeWebhook,
  WebhookBodyError,
  WebhookSignatureError,
} from './adapters/payments/stripe-webhook';
import type { DatabaseHandle } from './db/client';
import { createAccounts } from './domain/accounts';
import { createBilling } from './domain/billing/billing';
import { DEFAULT_PAST_DUE_GRACE_DAYS } from './domain/billing/entitlement';
import { createPaymentEvents } from './domain/billing/payment-events';
import { createPayments } from './domain/billing/payments';
import { createCatalogue } from './domain/catalogue';
import { createChat } from './domain/chat';
import { type Clock, systemClock } from './domain/clock';
import { createContentLinks } from './domain/content-links';
import { DomainError } from './domain/errors';
import { createMailOutbox } from './domain/mail-outbox';
import { createMemoryRateLimiter, type RateLimiter } from './domain/rate-limit';
import { createSessions } from './domain/sessions';
import { createSupport } from './domain/support';
import { createVerificationCodes } from './domain/verification-codes';
import { clientAddresses, type TrustProxy } from './http/client-address';
import { corsFor } from './http/cors';
import { ApiError, errorResponse, fromDomainError } from './http/errors';
import { filesRoutes } from './http/files';
import { metricsEndpoint } from './http/metrics-endpoint';
import { refuseNulInAddress } from './http/nul-characters';
import { observeRequests } from './http/observe';
import { securityHeaders } from './http/security-headers';
import { staticSite } from './http/static-site';
import type { Logger } from './logger';
import {
  countingRefusals,
  createMetrics,
  type Metrics,
  observeOutbox,
  observePool,
} from './metrics';
import { aiRoutes } from './routes/ai';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { paymentRoutes } from './routes/payment';
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
  /** The promo banner's code (default FIRSTMONTHFREE). */
  promoCode?: string;
  /** The addresses outside the site; the contract's `defaultExternalLinks` by default. */
  links?: ExternalLinks;
  /** Stripe; without it the built-in test checkout takes payments. */
  stripe?: StripeSettings;
  /** How many days a Stripe subscription whose renewal failed keeps Pro (default 3). */
  pastDueGraceDays?: number;
  /** Origins of front ends served elsewhere that may call the API; none by default. */
  corsOrigins?: readonly string[];
  /** Reverse proxies whose `X-Forwarded-For` names the client; none by default. */
  trustProxy?: TrustProxy;
  /** Serves `/metrics` on this app to a scraper sending this bearer token; not served without. */
  metricsToken?: string;
};

export type AppDeps = {
  database: DatabaseHandle;
  logger: Logger;
  /** The built SPA (`dist/`). */
  staticDir: string;
  /** Downloadable files (the installer), served under `/files`. */
  filesDir: string;
  /** Sends what the outbox delivers (`app.outbox.start()` begins sending). */
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
  /** Where the app counts what it does; defaults to a registry of its own. */
  metrics?: Metrics;
};

/** Request bodies are small JSON documents; anything larger is refused before it is read. */
const MAX_BODY_BYTES = 64 * 1024;
const MAX_WEBHOOK_BYTES = 1024 * 1024;
/** How often, at most, a request brings subscriptions up to the clock. */
const SETTLE_EVERY_MS = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function createApp(deps: AppDeps) {
  const { database, logger, staticDir, filesDir, mail, settings } = deps;
  const clock = deps.clock ?? systemClock;
  const metrics = deps.metrics ?? createMetrics();
  const limiter = countingRefusals(deps.rateLimiter ?? createMemoryRateLimiter(clock), metrics);
  if (database.poolUse) observePool(metrics, database.poolUse);
  const db = database.db;
  const sessions = createSessions({ db, clock, ttlSeconds: settings.sessionTtlSeconds });
  const codes = createVerificationCodes({ clock, limiter });
  const outbox = createMailOutbox({ database, clock, mailer: mail, logger });
  observeOutbox(metrics, outbox.stats);
  const accounts = createAccounts({
    db,
    clock,
    limiter,
    outbox,
    logger,
    sessions,
    codes,
    publicUrl: settings.publicUrl,
  });
  const links = createContentLinks({ clock, secret: settings.contentLinkSecret });
  const catalogue = createCatalogue({ db, links });
  const support = createSupport({
    clock,
    limiter,
    outbox,
    supportEmail: settings.supportEmail,
    publicUrl: settings.publicUrl,
  });
  const addresses = clientAddresses(settings.trustProxy ?? false);
  const clientAddress = deps.clientAddress ?? addresses.clientAddress;
  const billing = createBilling({
    db,
    clock,
    pastDueGraceMs: (settings.pastDueGraceDays ?? DEFAULT_PAST_DUE_GRACE_DAYS) * DAY_MS,
  });
  const stripe = settings.stripe ? createStripeClient(settings.stripe) : undefined;
  const provider =
    stripe && settings.stripe
      ? createStripePayments(stripe, settings.stripe, logger)
      : createLocalPayments();
  const promoCode = settings.promoCode ?? DEFAULT_PROMO_CODE;
  const externalLinks = settings.links ?? defaultExternalLinks;
  const paymentEvents = createPaymentEvents({ db, billing, provider, logger });
  const payments = createPayments({
    db,
    billing,
    events: paymentEvents,
    provider,
    limiter,
    logger,
    publicUrl: settings.publicUrl,
    promoCode,
  });
  const stripeWebhook =
    stripe && settings.stripe
      ? createStripeWebhook({ stripe, settings: settings.stripe, events: paymentEvents, logger })
      : undefined;
  const webhook = stripeWebhook
    ? async (raw: string, signature: string | undefined) => {
        try {
          metrics.webhookEvents.inc({ outcome: await stripeWebhook(raw, signature) });
          return { received: true };
        } catch (error) {
          const rejected =
            error instanceof WebhookSignatureError || error instanceof WebhookBodyError;
          metrics.webhookEvents.inc({ outcome: rejected ? 'rejected' : 'failed' });
          if (rejected) throw new ApiError(400, error.message);
          throw error;
        }
      }
    : undefined;

  const chat = createChat({
    db,
    clock,
    limiter,
    assistant: deps.ai ?? createOfflineAssistant(),
  });

  const app = new Hono();

  app.use('*', observeRequests({ logger, metrics, addresses: { ...addresses, clientAddress } }));
  app.use(
    '*',
    securityHeaders({
      https: new URL(settings.publicUrl).protocol === 'https:',
      links: externalLinks,
    }),
  );
  app.use('/api/*', corsFor(settings.corsOrigins ?? []));
  app.use('*', refuseNulInAddress);
  const tooLarge = (c: Context) => errorResponse(c, 413, { message: 'Request body is too large.' });
  const smallBodies = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  // Stripe's events (an invoice with many lines) can outgrow the 64 KiB of our own requests.
  const webhookBodies = bodyLimit({ maxSize: MAX_WEBHOOK_BYTES, onError: tooLarge });
  app.use('/api/*', (c, next) => {
    // GET and HEAD carry no body to limit; asking for one would build a full Request for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return c.req.path === endpoints.payment.webhook ? webhookBodies(c, next) : smallBodies(c, next);
  });

  // Periods that ended renew (test checkout) or end, and the Pro role follows, before any
  // call reads them; a timer in main.ts does the same for customers who are away.
  let settledAt = Number.NEGATIVE_INFINITY;
  app.use('/api/v2/*', async (_c, next) => {
    const now = clock.now();
    if (now - settledAt >= SETTLE_EVERY_MS || now < settledAt) {
      settledAt = now;
      await billing.settleDue({ renewLocal: provider.kind === 'local' });
    }
    await next();
  });

  app.route('/api', healthRoutes(database));
  app.route('/api/v2/auth', authRoutes({ accounts, sessions, clientAddress }));
  app.route('/api/v2/store', storeRoutes({ catalogue, links, sessions, support }));
  app.route('/api/v2/customer', supportRoutes({ support, clientAddress }));
  app.route('/api/v2/ai', aiRoutes({ chat, sessions }));
  app.route(
    '/api/v2/payment',
    paymentRoutes({
      payments,
      billing,
      sessions,
      webhook,
      logger,
      clientAddress,
      config: {
        provider: provider.kind,
        prices: { monthly: provider.prices.MONTHLY, yearly: provider.prices.YEARLY },
        promoCode,
      },
    }),
  );
  app.all('/api/*', (c) => errorResponse(c, 404, { message: 'API endpoint not found' }));
  if (settings.metricsToken) app.route('/', metricsEndpoint(metrics, settings.metricsToken));
  app.route(FILES_PATH, filesRoutes(filesDir));
  app.route(
    '/',
    staticSite(staticDir, {
      publicUrl: settings.publicUrl,
      siteSettings: { promoCode, links: externalLinks },
    }),
  );

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
    logger.error('unhandled error', {
      path: c.req.path,
      requestId: c.get('requestId'),
      error: String(error),
    });
    return errorResponse(c, 500, { message: 'Server error. Please try again later.' });
  });

  const { start, stop, drain, stats } = outbox;
  return Object.assign(app, { billing, metrics, outbox: { start, stop, drain, stats } });
}
