import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import {
  adminScriptImagesEndpoint,
  apiDocsEndpoints,
  DEFAULT_DESKTOP_CLIENT_ID,
  DEFAULT_PROMO_CODE,
  defaultExternalLinks,
  type ExternalLinks,
  emergencyStop,
  endpoints,
  FILES_PATH,
  type PublicPageData,
  releaseFileRules,
  scriptImageRules,
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
import { createAccountSelfService } from './domain/account';
import { createPasswordCheck } from './domain/account/password-check';
import { createAccounts } from './domain/accounts';
import { createAuditLogReader } from './domain/admin/audit-log';
import { createCustomerActions } from './domain/admin/customer-actions';
import { createAdminCustomers } from './domain/admin/customers';
import { createAdminOverview } from './domain/admin/overview';
import { createAdminRequests } from './domain/admin/requests';
import { createAdminScripts } from './domain/admin/scripts';
import { createAdminSupport } from './domain/admin/support';
import { createBilling } from './domain/billing/billing';
import { DEFAULT_PAST_DUE_GRACE_DAYS } from './domain/billing/entitlement';
import { createPaymentEvents } from './domain/billing/payment-events';
import { createPayments } from './domain/billing/payments';
import { createCatalogue } from './domain/catalogue';
import { createChat } from './domain/chat';
import { type Clock, systemClock } from './domain/clock';
import { createContentLinks } from './domain/content-links';
import {
  createDeviceFlow,
  createDevices,
  createEmergencyStop,
  createLocalStopSignals,
  createStatusPolls,
  type DeviceLimits,
  type StopSignals,
} from './domain/devices';
import { DomainError } from './domain/errors';
import { createLicenses, createSigningKeys } from './domain/licenses';
import { createMailOutbox } from './domain/mail-outbox';
import { myRequests } from './domain/my-requests';
import { createPasskeys } from './domain/passkeys';
import { createMemoryRateLimiter, type RateLimiter } from './domain/rate-limit';
import { createReleases, type ReleaseKey } from './domain/releases';
import { createSecondFactor } from './domain/second-factor';
import { createSessions } from './domain/sessions';
import { createSupport } from './domain/support';
import { createVerificationCodes } from './domain/verification-codes';
import { optionalSession, requireAdmin, requireSession } from './http/auth';
import { BODY_TOO_LARGE, streamedBodyLimit } from './http/body';
import { clientAddresses, type TrustProxy } from './http/client-address';
import { auditOperatorActions } from './http/console-audit';
import { corsFor } from './http/cors';
import { endpointRegistrar } from './http/endpoint-routes';
import { ApiError, errorResponse, fromDomainError } from './http/errors';
import { filesRoutes } from './http/files';
import { metricsEndpoint } from './http/metrics-endpoint';
import { noStore } from './http/no-store';
import { refuseNulInAddress } from './http/nul-characters';
import { observeRequests } from './http/observe';
import { openApiDocument } from './http/openapi';
import { requireFreshSecondFactor, requireSecondFactor } from './http/second-factor';
import { securityHeaders } from './http/security-headers';
import { staticSite } from './http/static-site';
import { wellKnownRoutes } from './http/well-known';
import type { Logger } from './logger';
import {
  countingRefusals,
  createMetrics,
  type Metrics,
  observeOutbox,
  observePool,
} from './metrics';
import { accountRoutes } from './routes/account';
import { auditAdminRoutes } from './routes/admin/audit';
import { customersAdminRoutes } from './routes/admin/customers';
import { overviewAdminRoutes } from './routes/admin/overview';
import { adminReleaseRoutes } from './routes/admin/releases';
import { requestsAdminRoutes } from './routes/admin/requests';
import { scriptsAdminRoutes } from './routes/admin/scripts';
import { supportAdminRoutes } from './routes/admin/support';
import { aiRoutes, requirePro } from './routes/ai';
import { authRoutes } from './routes/auth';
import { deviceRoutes, jwksRoutes, requireDeviceToken } from './routes/device';
import { devicesRoutes } from './routes/devices';
import { healthRoutes } from './routes/health';
import { oauthRoutes } from './routes/oauth';
import { passkeyRoutes } from './routes/passkeys';
import { paymentEndpointRoutes, paymentRoutes } from './routes/payment';
import { releaseRoutes } from './routes/releases';
import { secondFactorRoutes } from './routes/second-factor';
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
  /**
   * Seals the authenticator apps' secrets in the database; without it they are kept as they
   * are (never logged nor answered after set-up).
   */
  secondFactorKey?: string;
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
  /** LICENSE_SIGNING_KEY (PKCS#8 PEM); without it the key kept in the database signs. */
  licenseSigningKey?: string;
  /** The public keys release files must be signed with (RELEASE_PUBLIC_KEYS, the demo key). */
  releasePublicKeys?: readonly ReleaseKey[];
  /** Devices an account may have at once (DEVICE_LIMIT_TRIAL, DEVICE_LIMIT_PRO; 1 and 3). */
  deviceLimits?: DeviceLimits;
  /** The desktop's public OAuth client id (DESKTOP_CLIENT_ID; `DEFAULT_DESKTOP_CLIENT_ID`). */
  desktopClientId?: string;
  /** How long a device's status poll waits for a change (`emergencyStop.waitSeconds` by default). */
  deviceStatusWaitMs?: number;
  /**
   * Checks every answer of a declared endpoint against its declaration before sending it (on
   * in development and tests, where a mismatch is a bug to find; off in production).
   */
  checkAnswers?: boolean;
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
  /**
   * The data of the public pages rendered at run time; by default the published releases of
   * the registry. After changing it, call `app.publicPages.invalidate()` (server/http/public-pages.ts).
   */
  publicPageData?: () => Promise<PublicPageData>;
  /** Renders those pages as the app starts, not at their first request; off by default. */
  warmUpPublicPages?: boolean;
  /** Told when a release is published or withdrawn (the public pages' data changed). */
  onReleasesChanged?: () => void;
  /**
   * How a change of an emergency stop reaches the status polls of every instance (PostgreSQL's
   * LISTEN/NOTIFY in main.ts when DATABASE_URL is set); defaults to this process alone.
   */
  stopSignals?: StopSignals;
};

/** What the OpenAPI document says of the API as a whole. */
const API_INFO = { title: 'SignalHand API', version: '2' };

/** Request bodies are small JSON documents; anything larger is refused before it is read. */
const MAX_BODY_BYTES = 64 * 1024;
/** An operator's release upload: the installers of up to three platforms and the form. */
const MAX_RELEASE_UPLOAD_BYTES = 3 * releaseFileRules.maxBytes + MAX_BODY_BYTES;
const DEFAULT_DEVICE_LIMITS: DeviceLimits = { trial: 1, pro: 3 };
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
  const passkeys = createPasskeys({ db, clock, logger, limiter, publicUrl: settings.publicUrl });
  const secondFactor = createSecondFactor({
    db,
    clock,
    limiter,
    secretKey: settings.secondFactorKey,
    // A ticket tells an account with passkeys that one signs in too (both factors at once).
    moreMethods: async (userId) => ((await passkeys.has(userId)) ? ['passkey'] : []),
  });
  const accounts = createAccounts({
    db,
    clock,
    limiter,
    outbox,
    logger,
    sessions,
    codes,
    publicUrl: settings.publicUrl,
    secondFactor: secondFactor.check,
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
    outbox,
    publicUrl: settings.publicUrl,
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

  const signingKeys = createSigningKeys({
    db,
    clock,
    configuredPem: settings.licenseSigningKey,
  });
  const licenses = createLicenses({ db, billing, keys: signingKeys, issuer: settings.publicUrl });
  const deviceFlow = createDeviceFlow({
    db,
    clock,
    limiter,
    licenses,
    limits: settings.deviceLimits ?? DEFAULT_DEVICE_LIMITS,
    publicUrl: settings.publicUrl,
  });
  const devices = createDevices({ db, clock, licenses, flow: deviceFlow });
  const stopSignals = deps.stopSignals ?? createLocalStopSignals();
  const devicesStop = createEmergencyStop({
    db,
    clock,
    outbox,
    signals: stopSignals,
    logger,
    publicUrl: settings.publicUrl,
  });
  const statusPolls = createStatusPolls({
    signals: stopSignals,
    read: devicesStop.state,
    limiter,
    waitMs: settings.deviceStatusWaitMs ?? emergencyStop.waitSeconds * 1000,
  });
  const releases = createReleases({
    db,
    clock,
    filesDir,
    trustedKeys: settings.releasePublicKeys ?? [],
    // /demo and /download show the releases: a change renders them again at once here (other
    // instances notice within seconds, server/http/public-pages.ts).
    onChanged: () => {
      site.publicPages.invalidate();
      deps.onReleasesChanged?.();
    },
  });

  const app = new Hono();
  // The console is for operators with a second factor (issue 35).
  const operatorSecondFactor = requireSecondFactor(secondFactor.authenticator);
  const register = endpointRegistrar({
    access: {
      public: [],
      'optional-session': [optionalSession(sessions)],
      customer: [requireSession(sessions)],
      pro: [requireSession(sessions), requirePro],
      operator: [requireSession(sessions), requireAdmin, operatorSecondFactor],
      // The signature of the link is checked by the handler (server/routes/store.ts).
      'signed-link': [],
      // Stripe's signature is checked by the webhook (server/adapters/payments/stripe-webhook.ts).
      stripe: [],
      device: [requireDeviceToken],
    },
    checkAnswers: settings.checkAnswers ?? false,
    // Every endpoint declared `audited` leaves an audit entry (server/http/console-audit.ts).
    audit: auditOperatorActions({ db, clock, logger, prefix: endpoints.admin }),
    freshSecondFactor: requireFreshSecondFactor({ sessions, clock }),
  });

  app.use('*', observeRequests({ logger, metrics, addresses: { ...addresses, clientAddress } }));
  app.use(
    '*',
    securityHeaders({
      https: new URL(settings.publicUrl).protocol === 'https:',
      links: externalLinks,
    }),
  );
  // One rule for the API: no answer is kept by a cache, unless its route declares itself public
  // (`cachedPublicly`, server/http/no-store.ts).
  app.use('/api/*', noStore);
  app.use('/api/*', corsFor(settings.corsOrigins ?? []));
  app.use('*', refuseNulInAddress);
  const tooLarge = (c: Context) => errorResponse(c, 413, { message: BODY_TOO_LARGE });
  const smallBodies = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  // Stripe's events (an invoice with many lines) can outgrow the 64 KiB of our own requests.
  const webhookBodies = bodyLimit({ maxSize: MAX_WEBHOOK_BYTES, onError: tooLarge });
  // A script's picture, uploaded in the console: the image and its multipart envelope.
  const imageBodies = bodyLimit({
    maxSize: scriptImageRules.maxBytes + 16 * 1024,
    onError: tooLarge,
  });
  // Streamed to disk by the route (server/http/multipart.ts), never held here.
  const releaseUploads = streamedBodyLimit(MAX_RELEASE_UPLOAD_BYTES);
  app.use('/api/*', (c, next) => {
    // GET and HEAD carry no body to limit; asking for one would build a full Request for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.path === endpoints.payment.webhook) return webhookBodies(c, next);
    if (c.req.path === adminScriptImagesEndpoint) return imageBodies(c, next);
    if (c.req.path === `${endpoints.admin}/releases`) return releaseUploads(c, next);
    return smallBodies(c, next);
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

  app.route('/', healthRoutes(register, database));
  app.route('/', authRoutes(register, { accounts, sessions, clientAddress }));
  const account = createAccountSelfService({
    db,
    clock,
    limiter,
    outbox,
    logger,
    sessions,
    codes,
    publicUrl: settings.publicUrl,
    endSubscription: payments.endNow,
    secondFactor: secondFactor.check,
  });
  app.route('/', accountRoutes(register, { ...account, clientAddress }));
  const passwordCheck = createPasswordCheck({ db, limiter, secondFactor: secondFactor.check });
  app.route(
    '/',
    secondFactorRoutes(register, {
      authenticator: secondFactor.authenticator,
      passwordCheck,
      sessions,
    }),
  );
  app.route('/', passkeyRoutes(register, { passkeys, accounts, passwordCheck, clientAddress }));
  app.route(
    '/',
    storeRoutes(register, {
      catalogue,
      links,
      support,
      myRequests: (userId) => myRequests(db, userId),
    }),
  );
  app.route('/', supportRoutes(register, { support, clientAddress }));
  app.route('/', aiRoutes(register, { chat }));
  app.route('/api/v2/payment', paymentRoutes({ payments, clientAddress }));
  app.route(
    '/',
    paymentEndpointRoutes(register, {
      payments,
      billing,
      webhook,
      logger,
      config: {
        provider: provider.kind,
        prices: { monthly: provider.prices.MONTHLY, yearly: provider.prices.YEARLY },
        promoCode,
      },
    }),
  );
  app.route(
    '/',
    deviceRoutes(register, { flow: deviceFlow, devices, polls: statusPolls, clientAddress }),
  );
  app.route('/', devicesRoutes(register, { flow: deviceFlow, devices, stop: devicesStop }));
  const desktopClientId = settings.desktopClientId ?? DEFAULT_DESKTOP_CLIENT_ID;
  app.route('/', oauthRoutes({ flow: deviceFlow, clientId: desktopClientId, clientAddress }));
  app.route(
    '/',
    releaseRoutes(register, { releases, devices, keys: settings.releasePublicKeys ?? [] }),
  );
  app.route('/', adminReleaseRoutes(register, releases));
  app.route('/', overviewAdminRoutes(register, createAdminOverview({ db, clock })));
  app.route('/', auditAdminRoutes(register, createAuditLogReader(db)));
  app.route(
    '/',
    customersAdminRoutes(register, {
      customers: createAdminCustomers({ db, billing, devices }),
      customerActions: createCustomerActions({ db, billing, sessions }),
      emergencyStop: devicesStop,
    }),
  );
  app.route(
    '/',
    scriptsAdminRoutes(register, { scripts: createAdminScripts({ db, clock }), filesDir }),
  );
  const inboxDeps = { db, outbox, clock, publicUrl: settings.publicUrl };
  app.route('/', requestsAdminRoutes(register, createAdminRequests(inboxDeps)));
  app.route('/', supportAdminRoutes(register, createAdminSupport(inboxDeps)));
  // An address of the console that names no endpoint is still the operators' only: refused
  // as every console call is, before it is a 404.
  app.all(`${endpoints.admin}/*`, requireSession(sessions), requireAdmin, operatorSecondFactor);
  // Built at its first request, when every endpoint has been registered.
  let apiDocument: ReturnType<typeof openApiDocument> | undefined;
  register(app, apiDocsEndpoints.openApi, () => {
    apiDocument ??= openApiDocument(register.registered, API_INFO);
    return apiDocument;
  });
  app.all('/api/*', (c) => errorResponse(c, 404, { message: 'API endpoint not found' }));
  app.route(endpoints.jwks, jwksRoutes(signingKeys));
  app.route('/', wellKnownRoutes(settings.publicUrl));
  if (settings.metricsToken) app.route('/', metricsEndpoint(metrics, settings.metricsToken));
  app.route(FILES_PATH, filesRoutes(filesDir, releases));
  const site = staticSite(staticDir, {
    publicUrl: settings.publicUrl,
    siteSettings: { promoCode, links: externalLinks },
    publicPageData: deps.publicPageData ?? (async () => ({ releases: await releases.published() })),
    warmUp: deps.warmUpPublicPages,
    onRenderError: (path, error) =>
      logger.error('public page render failed', { path, error: String(error) }),
  });
  app.route('/', site);

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
  return Object.assign(app, {
    billing,
    metrics,
    outbox: { start, stop, drain, stats },
    publicPages: { invalidate: site.publicPages.invalidate },
    /** Answers every open status poll now (a stop: the drain need not wait out their 25 s). */
    releaseStatusPolls: statusPolls.close,
    /** The public pages' data: the published releases, newest first (PublicPageData). */
    publishedReleases: () => releases.published(),
    /** Every endpoint registered from its declaration, as the registrar saw it. */
    registeredEndpoints: register.registered,
    signingKeys,
  });
}
