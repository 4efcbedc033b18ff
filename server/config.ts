import { resolve } from 'node:path';
import * as v from 'valibot';
import {
  BRAND_NAME,
  REQUEST_TIMEOUT_MS as BROWSER_TIMEOUT_MS,
  DEFAULT_DESKTOP_CLIENT_ID,
  DEFAULT_PROMO_CODE,
  defaultExternalLinks,
  type ExternalLinkName,
  type ExternalLinks,
  externalLinkNames,
  SUPPORT_EMAIL,
} from '../src/services/contract';
import { type AiSettings, defaultSystemPromptFile } from './adapters/ai';
import { STRIPE_API_HOST, type StripeSettings } from './adapters/payments/stripe-client';
import { DEFAULT_PAST_DUE_GRACE_DAYS } from './domain/billing/entitlement';
import { parseSigningKey, SigningKeyError } from './domain/licenses/signing-keys';
import { type ReleaseKey, ReleaseKeyError, releaseKeyOf } from './domain/releases';
import { parseTrustProxy, type TrustProxy } from './http/client-address';
import type { LogLevel } from './logger';

/**
 * The one place that reads the environment. Everything else receives a typed `Config`,
 * so tests build the app with their own values and domain code never touches `process.env`.
 */
const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)));

/**
 * A whole number written in digits, from `min` to `max`. Digits only: `1e20` or `1.0` would pass
 * `Number()` and then break a date or a timer far from here.
 */
const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
};

/**
 * A URL with one of these schemes (and a host, unless `hostOptional`). The message shows an
 * example, never the value: these URLs carry passwords.
 */
const urlOf = (schemes: string[], example: string, options: { hostOptional?: boolean } = {}) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((text) => {
      try {
        const url = new URL(text);
        return schemes.includes(url.protocol) && (options.hostOptional || url.hostname !== '');
      } catch {
        return false;
      }
    }, `must be a URL like ${example}`),
  );

const SECOND = 1000;
const DAY_SECONDS = 24 * 60 * 60;

const isWebOrigin = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
  } catch {
    return false;
  }
};

/** Comma-separated exact origins such as `https://app.example.com` (scheme, host, port only). */
const originList = v.pipe(
  v.string(),
  v.transform((text) =>
    text
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
  ),
  v.array(
    v.pipe(
      v.string(),
      v.check(isWebOrigin, (issue) => `${issue.input} is not an origin like https://example.com`),
    ),
  ),
);

/** `LINK_DOCUMENTATION`, `LINK_CUSTOM_GPT`...: the variable that replaces an external link. */
export const linkVariable = (name: ExternalLinkName) =>
  `LINK_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;

const httpsAddress = v.pipe(
  v.string(),
  v.trim(),
  v.url('must be an https:// address'),
  v.startsWith('https://', 'must be an https:// address'),
);

/** Each link's variable; an unset one keeps the contract's default (`defaultExternalLinks`). */
const LinkSchema = v.object(
  Object.fromEntries(
    externalLinkNames.map((name) => [linkVariable(name), v.optional(httpsAddress)]),
  ),
);

/** `TRUST_PROXY`: a hop count or a comma list of proxy addresses and ranges. */
const trustProxy = v.pipe(
  v.string(),
  v.trim(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return parseTrustProxy(dataset.value);
    } catch (error) {
      addIssue({ message: (error as Error).message });
      return NEVER;
    }
  }),
);

const EnvSchema = v.object({
  PORT: v.optional(wholeNumber(1, 65535), '8787'),
  HOST: v.optional(v.string(), '127.0.0.1'),
  PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.url(),
      v.regex(/^https?:\/\//i, 'PUBLIC_URL must start with http:// or https://'),
    ),
  ),
  CORS_ORIGINS: v.optional(originList, ''),
  TRUST_PROXY: v.optional(trustProxy),
  METRICS_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(16, 'use 16 characters or more'),
      // What fits in an `Authorization: Bearer` header (RFC 6750's token68).
      v.regex(/^[A-Za-z0-9._~+/-]+=*$/, 'letters, digits and . _ ~ + / - only'),
    ),
  ),
  METRICS_PORT: v.optional(wholeNumber(1, 65535)),
  DATA_DIR: v.optional(v.string(), './data'),
  // pg also takes a socket folder in the query (`postgres:///shop?host=/run/postgresql`).
  DATABASE_URL: v.optional(
    urlOf(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/database', {
      hostOptional: true,
    }),
  ),
  REDIS_URL: v.optional(urlOf(['redis:', 'rediss:'], 'redis://:password@host:6379/0')),
  REDIS_KEY_PREFIX: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), 'signalhand:'),
  STATIC_DIR: v.optional(v.string(), './dist'),
  LOG_LEVEL: v.optional(v.picklist(['silent', 'error', 'warn', 'info']), 'info'),
  FILES_DIR: v.optional(v.string(), './files'),
  SMTP_URL: v.optional(urlOf(['smtp:', 'smtps:'], 'smtp://user:password@host:587')),
  MAIL_FROM: v.optional(v.string(), `${BRAND_NAME} <no-reply@signalhand.io>`),
  SUPPORT_EMAIL: v.optional(v.pipe(v.string(), v.email()), SUPPORT_EMAIL),
  CONTENT_LINK_SECRET: optionalText,
  SECOND_FACTOR_KEY: optionalText,
  // At most 30 days: a session that outlives a month is a gift to whoever steals its token.
  SESSION_TTL: v.optional(wholeNumber(1, 30 * DAY_SECONDS), '43200'),
  AI_BASE_URL: v.optional(urlOf(['http:', 'https:'], 'https://api.openai.com/v1')),
  AI_API_KEY: v.optional(v.string(), ''),
  AI_MODEL: v.optional(v.string(), 'gpt-4o-mini'),
  AI_SYSTEM_PROMPT_FILE: v.optional(v.string(), defaultSystemPromptFile),
  AI_MAX_TOKENS: v.optional(wholeNumber(1, 100_000), '1500'),
  // The browser gives up after REQUEST_TIMEOUT_MS; a model allowed longer answers nobody.
  AI_TIMEOUT_MS: v.optional(wholeNumber(SECOND, BROWSER_TIMEOUT_MS), '12000'),
  SHUTDOWN_TIMEOUT_MS: v.optional(wholeNumber(SECOND, 120 * SECOND), '15000'),
  HEADERS_TIMEOUT_MS: v.optional(wholeNumber(SECOND, 120 * SECOND), '10000'),
  REQUEST_TIMEOUT_MS: v.optional(wholeNumber(SECOND, 300 * SECOND), '30000'),
  KEEP_ALIVE_TIMEOUT_MS: v.optional(wholeNumber(SECOND, 300 * SECOND), '5000'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_MONTHLY: optionalText,
  STRIPE_PRICE_YEARLY: optionalText,
  // The SDK takes a scheme, host and port: nothing else of the URL would be used.
  STRIPE_API_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        isWebOrigin,
        'must be a URL like http://127.0.0.1:12111 (scheme, host and port only)',
      ),
    ),
  ),
  // A customer waits for it after pressing a button: a few seconds, then a page that says so.
  STRIPE_TIMEOUT_MS: v.optional(wholeNumber(SECOND, 30 * SECOND), '5000'),
  PAST_DUE_GRACE_DAYS: v.optional(wholeNumber(0, 30), String(DEFAULT_PAST_DUE_GRACE_DAYS)),
  ALLOW_TEST_CHECKOUT: v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'false'),
  PROMO_CODE: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,50}$/)),
    DEFAULT_PROMO_CODE,
  ),
  // A PEM in one line of a .env file writes its line breaks as \n.
  LICENSE_SIGNING_KEY: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => text.replaceAll('\\n', '\n').trim()),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        try {
          parseSigningKey(dataset.value);
          return dataset.value;
        } catch (error) {
          if (!(error instanceof SigningKeyError)) throw error;
          // Never the value: it is a private key.
          addIssue({ message: error.message });
          return NEVER;
        }
      }),
    ),
  ),
  // Public keys only (base64 of the raw 32 bytes, as keygen prints), comma-separated: a new key
  // is added beside the old one while desktops move to it.
  RELEASE_PUBLIC_KEYS: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        try {
          return dataset.value
            .split(',')
            .filter((key) => key.trim() !== '')
            .map(releaseKeyOf);
        } catch (error) {
          if (!(error instanceof ReleaseKeyError)) throw error;
          addIssue({ message: error.message });
          return NEVER;
        }
      }),
    ),
  ),
  DEVICE_LIMIT_TRIAL: v.optional(wholeNumber(1, 100), '1'),
  DEVICE_LIMIT_PRO: v.optional(wholeNumber(1, 100), '3'),
  // RFC 6749's client_id characters, without the space: it is compared, never shown.
  DESKTOP_CLIENT_ID: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[\x21-\x7E]{1,100}$/, 'printable ASCII, no spaces')),
    DEFAULT_DESKTOP_CLIENT_ID,
  ),
});

export type Config = {
  port: number;
  host: string;
  /**
   * The address customers reach; used in e-mails and payment return links. When it is
   * https, answers carry HSTS.
   */
  publicUrl: string;
  /** Origins of front ends served elsewhere that may call the API (CORS); none by default. */
  corsOrigins: string[];
  /** Reverse proxies whose `X-Forwarded-For` names the client; none by default. */
  trustProxy: TrustProxy;
  /**
   * The Prometheus endpoint: `/metrics` on the main port with a bearer `token`, or on a port of
   * its own (on `host`), with the token too when one is set; not served when neither is set.
   */
  metrics: { token: string | undefined; port: number | undefined };
  dataDir: string;
  /** A PostgreSQL URL; when absent the embedded PGlite database under `dataDir` is used. */
  databaseUrl: string | undefined;
  /**
   * `redis://[:password@]host:6379[/db]`: rate limits shared by every instance through it.
   * Without it each process counts in memory (fine for a single instance).
   */
  redisUrl: string | undefined;
  /** Put before every Redis key, so several deployments can share one Redis. */
  redisKeyPrefix: string;
  staticDir: string;
  logLevel: LogLevel;
  /** Downloadable files (the installer), served under `/files`. */
  filesDir: string;
  /** `smtp://user:pass@host:587`; without it mails are written to the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where support messages and custom-script requests are sent. */
  supportEmail: string;
  /** How long a session lasts, in seconds (default 12 hours). */
  sessionTtlSeconds: number;
  /** The model for the AI chat; without `baseUrl` the offline assistant answers. */
  ai: AiSettings;
  /** Signs script download links; set it when several instances serve one site. */
  contentLinkSecret: string | undefined;
  /** Seals the authenticator apps' secrets in the database (issue 35). */
  secondFactorKey: string | undefined;
  /** Stripe, when `STRIPE_SECRET_KEY` is set; otherwise the built-in test checkout. */
  stripe: StripeSettings | undefined;
  /** How many days a Stripe subscription whose renewal failed (`past_due`) keeps Pro. */
  pastDueGraceDays: number;
  /** The promo banner's code: the first month free for customers who never subscribed. */
  promoCode: string;
  /** The addresses outside the site (documentation, scheduling page, video...), for every page. */
  links: ExternalLinks;
  /**
   * Slow clients: the time a request's headers, a whole request (body included) and an idle
   * kept-alive connection may take before the server cuts the connection.
   */
  timeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
  /** On SIGTERM or SIGINT, how long requests under way may take to finish before they are cut. */
  shutdownTimeoutMs: number;
  /**
   * The Ed25519 key (PKCS#8 PEM) that signs the desktop tool's licenses; without it the server
   * generates one at first start and keeps it in the database.
   */
  licenseSigningKey: string | undefined;
  /**
   * The public keys a release file must be signed with (RELEASE_PUBLIC_KEYS); their secret keys
   * stay with the release manager. None: the local demo makes its own (`releaseTrust`).
   */
  releasePublicKeys: ReleaseKey[];
  /** How many desktop devices an account may have signed in at once, by plan. */
  deviceLimits: { trial: number; pro: number };
  /** The desktop's public OAuth client id (`client_id` of the RFC 8628 endpoints). */
  desktopClientId: string;
  /** Every declared endpoint's answer is checked before it leaves: not in production. */
  checkAnswers: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as shells and .env files commonly write it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = v.safeParse(EnvSchema, present);
  const linkValues = v.safeParse(LinkSchema, present);
  if (!parsed.success || !linkValues.success) {
    const details = [...(parsed.issues ?? []), ...(linkValues.issues ?? [])]
      .map((issue) => `${v.getDotPath(issue) ?? 'env'}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid configuration: ${details}`);
  }
  const e = parsed.output;
  const links = Object.fromEntries(
    externalLinkNames.map((name) => [
      name,
      linkValues.output[linkVariable(name)] ?? defaultExternalLinks[name],
    ]),
  ) as ExternalLinks;
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    // Node refuses it too: the headers are part of the request.
    throw new ConfigError(
      'Invalid configuration: HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS',
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError('Invalid configuration: METRICS_PORT must differ from PORT');
  }
  let stripe: Config['stripe'];
  if (e.STRIPE_SECRET_KEY) {
    const missing = (
      ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_YEARLY'] as const
    ).filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration: STRIPE_SECRET_KEY is set, so ${missing.join(', ')} must be too`,
      );
    }
    stripe = {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
      prices: { MONTHLY: e.STRIPE_PRICE_MONTHLY ?? '', YEARLY: e.STRIPE_PRICE_YEARLY ?? '' },
      apiUrl: e.STRIPE_API_URL,
      timeoutMs: e.STRIPE_TIMEOUT_MS,
    };
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, '');
  // A public site's payments go to Stripe itself, never to a stand-in left in its settings.
  if (
    e.STRIPE_API_URL &&
    new URL(publicUrl).protocol === 'https:' &&
    new URL(e.STRIPE_API_URL).origin !== `https://${STRIPE_API_HOST}`
  ) {
    throw new ConfigError(
      `Invalid configuration: PUBLIC_URL is https, so STRIPE_API_URL must be https://${STRIPE_API_HOST} ` +
        '(or unset): another host is for tests only (stripe-mock, a local stand-in).',
    );
  }
  // Anyone can complete the test checkout for free: a public https site never runs it by accident.
  if (!stripe && new URL(publicUrl).protocol === 'https:' && e.ALLOW_TEST_CHECKOUT !== 'true') {
    throw new ConfigError(
      'Invalid configuration: PUBLIC_URL is https, but STRIPE_SECRET_KEY is not set, so anyone ' +
        'could complete the free test checkout. Set the STRIPE_* variables, or ' +
        'ALLOW_TEST_CHECKOUT=true to run the test checkout on purpose.',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY ?? false,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    staticDir: resolve(e.STATIC_DIR),
    logLevel: e.LOG_LEVEL,
    filesDir: resolve(e.FILES_DIR),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    sessionTtlSeconds: e.SESSION_TTL,
    ai: {
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      systemPromptFile: resolve(e.AI_SYSTEM_PROMPT_FILE),
      maxTokens: e.AI_MAX_TOKENS,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    contentLinkSecret: e.CONTENT_LINK_SECRET,
    secondFactorKey: e.SECOND_FACTOR_KEY,
    stripe,
    pastDueGraceDays: e.PAST_DUE_GRACE_DAYS,
    promoCode: e.PROMO_CODE,
    links,
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    licenseSigningKey: e.LICENSE_SIGNING_KEY,
    releasePublicKeys: e.RELEASE_PUBLIC_KEYS ?? [],
    deviceLimits: { trial: e.DEVICE_LIMIT_TRIAL, pro: e.DEVICE_LIMIT_PRO },
    desktopClientId: e.DESKTOP_CLIENT_ID,
    checkAnswers: env.NODE_ENV !== 'production',
  };
}
