import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customRequestStatuses, supportStatuses } from '../../src/services/contract';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Customers. E-mails are stored trimmed and lower-cased; only password hashes are kept. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  emailAddress: text('email_address').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  referrerDetails: text('referrer_details'),
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** When the customer accepted the terms at sign-up (null for accounts made before this). */
  termsAcceptedAt: timestamptz('terms_accepted_at'),
  passwordChangedAt: timestamptz('password_changed_at'),
  /** Set by an operator: a locked account cannot sign in, and its sessions and devices end. */
  lockedAt: timestamptz('locked_at'),
  /** Pro given by an operator, free of charge, until this moment (issue 17). */
  complimentaryProUntil: timestamptz('complimentary_pro_until'),
  /**
   * The emergency stop (issue 36): while true, every desktop of the account stops trading and
   * its licenses say `stopped`. `devices_stop_changed_at` is when it was last pressed or
   * released, the version a polling device compares with what it knows (null: never).
   */
  devicesStopped: boolean('devices_stopped').notNull().default(false),
  devicesStopChangedAt: timestamptz('devices_stop_changed_at'),
  /**
   * The new address a customer asked to move to (issue 35), until the code mailed to it is
   * entered: the address itself changes only then.
   */
  pendingEmailAddress: text('pending_email_address'),
  /**
   * When the customer closed the account (issue 35): its personal data is erased and the row
   * stays, without a person, for the purchases and payments accounting keeps.
   */
  closedAt: timestamptz('closed_at'),
});

/**
 * Signed-in sessions. Only the SHA-256 of the bearer token is stored, so a leaked table gives
 * no usable token. A session ends at `expires_at` (never past `absolute_expires_at`) or when its
 * row is deleted (logout, password change, lock).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /**
     * The session this one was refreshed from: the tokens of one sign-in form a chain, and
     * signing out with any of them ends them all.
     */
    replacesSessionId: uuid('replaces_session_id'),
    /**
     * When this token was refreshed: from then on it only serves requests already in flight for
     * a short grace, and a second refresh of it is refused (one token never forks into many).
     */
    rotatedAt: timestamptz('rotated_at'),
    /**
     * The session's absolute end, set at sign-in and carried through every refresh: a refresh
     * never takes a session past it, so a stolen token cannot be kept alive for ever.
     */
    absoluteExpiresAt: timestamptz('absolute_expires_at').notNull(),
    /**
     * When the sign-in this session comes from happened, carried through every refresh (null for
     * sessions older than issue 35: their `created_at` stands in).
     */
    signedInAt: timestamptz('signed_in_at'),
    /** The browser's User-Agent at sign-in, shown on the Security page (issue 35). */
    userAgent: text('user_agent'),
    /** When the session last served a request, kept to the minute (issue 35). */
    lastUsedAt: timestamptz('last_used_at'),
    /**
     * When the account's second factor was last given in this session (at sign-in, set-up or a
     * confirmation), carried through every refresh: an operator's weightiest actions ask for a
     * fresh one after ten minutes (issue 35, sudo mode).
     */
    secondFactorAt: timestamptz('second_factor_at'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * The browsers an account has signed in from (issue 35), each as a keyed hash of its browser
 * and system families, so a sign-in from another is mailed to the owner as a notice.
 */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprintHash: text('fingerprint_hash').notNull(),
    firstSeenAt: timestamptz('first_seen_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.fingerprintHash] })],
);

/**
 * An account's authenticator app (TOTP, RFC 6238; issue 35): its secret, sealed with the
 * server's key when one is configured, pending until a first code confirms it. The last time
 * step a code was accepted for is kept, so no code is accepted twice, on any instance.
 */
export const authenticatorApps = pgTable('authenticator_apps', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
});

/** Single-use recovery codes of an account with an authenticator app, kept as hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [uniqueIndex('recovery_codes_user_code_idx').on(table.userId, table.codeHash)],
);

/**
 * A sign-in half done (issue 35): the password was right and the second factor is awaited.
 * Only the ticket's hash is kept; wrong codes are counted here, so the fifth ends it on every
 * instance.
 */
export const secondFactorTickets = pgTable(
  'second_factor_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketHash: text('ticket_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** The browser that gave the password, for the session the ticket becomes. */
    userAgent: text('user_agent'),
  },
  (table) => [index('second_factor_tickets_expires_at_idx').on(table.expiresAt)],
);

/**
 * Passkeys (issue 35, WebAuthn): a credential's id and public key as the authenticator gave them
 * (base64url), its signature counter (checked at each sign-in, for cloned authenticators), and
 * the name the customer gave it.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    /** Synced by its provider (multi-device), rather than bound to one authenticator. */
    synced: boolean('synced').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (table) => [index('passkeys_user_id_idx').on(table.userId)],
);

/**
 * WebAuthn challenges awaiting the browser's answer: kept here (as a hash) so any instance can
 * take the answer, and deleted as they are taken, so each is used once. A registration's is
 * bound to its account; a sign-in's to none (the passkey names the account).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengeHash: text('challenge_hash').notNull().unique(),
    purpose: text('purpose', { enum: ['register', 'sign-in'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('passkey_challenges_expires_at_idx').on(table.expiresAt)],
);

/**
 * E-mailed verification codes: at most one live code per address and purpose (the unique
 * index), stored as a hash bound to the address and purpose, with a try counter.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailAddress: text('email_address').notNull(),
    purpose: text('purpose', {
      enum: ['REGISTRATION', 'PASSWORD_RESET', 'EMAIL_CHANGE'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    uniqueIndex('verification_codes_email_purpose_idx').on(table.emailAddress, table.purpose),
    index('verification_codes_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * The script store's catalogue (spec section 3, Script). `price` is text as the spec has it:
 * '0' for a free script, else dollars ('49' or '49.99'). A script's content is either kept here
 * (`content`, a small text file handed out through short-lived signed links) or lives elsewhere
 * (`contentLink`, an address given as is to entitled customers).
 */
export const scripts = pgTable(
  'scripts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scriptName: text('script_name').notNull().unique(),
    scriptDescription: text('script_description').notNull(),
    scriptImageUrl: text('script_image_url').notNull(),
    platform: text('platform').notNull(),
    /** The market the script trades (Futures, Stocks, Crypto, Options, Forex). */
    application: text('application').notNull(),
    price: text('price').notNull(),
    brokerage: text('brokerage').notNull(),
    createdOn: timestamptz('created_on').notNull(),
    /** The media type of the content (`text/plain` for a script file). */
    contentType: text('content_type').notNull(),
    /** An external address of the content, when it is not kept in `content`. */
    contentLink: text('content_link'),
    content: text('content'),
    /** The name the download is saved under. */
    contentFileName: text('content_file_name'),
    /** Unpublished scripts leave the store; their owners keep them (issue 17). */
    published: boolean('published').notNull().default(true),
    /** A script delivered for one customer's custom request: only they see it. */
    privateToUserId: uuid('private_to_user_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    updatedAt: timestamptz('updated_at'),
  },
  // The store's page order as ORDER BY writes it (created_on DESC is NULLS FIRST), so a page is
  // read in order from the index instead of sorted.
  (table) => [
    index('scripts_page_order_idx').on(table.createdOn.desc().nullsFirst(), table.scriptName),
  ],
);

/**
 * Which state of `scripts` the store's cached catalogue was read from: one row whose token a
 * trigger renews in the same transaction as any statement that writes `scripts` (migration
 * 0013), whoever writes it (the console, `npm run catalog`, the seed, another instance). A
 * random token, not a counter: a database restored from a backup never repeats a newer token.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: boolean('id').primaryKey().default(true),
  token: uuid('token').notNull().defaultRandom(),
});

/**
 * What customers bought. The store reads it (`isPurchased`, entitlement); the payments issue
 * writes it and adds its own columns (price, provider references, periods). `kind` leaves room
 * for purchases that are not a script (a subscription period has no `script_id`).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A bought script cannot be removed from the catalogue (the operator command says so).
    scriptId: uuid('script_id').references(() => scripts.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull().default('SCRIPT'),
    createdAt: timestamptz('created_at').notNull(),
    /** What the history shows (spec section 3, Purchase item): the name and the price in cents. */
    name: text('name').notNull().default(''),
    priceCents: integer('price_cents').notNull().default(0),
    /** The period a SUBSCRIPTION item pays for; a SCRIPT starts when bought and never ends. */
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    /** The provider's reference (invoice, checkout): the same payment is never recorded twice. */
    providerRef: text('provider_ref').unique(),
  },
  (table) => [
    uniqueIndex('purchases_user_script_idx').on(table.userId, table.scriptId),
    // The history's order, whole: a page of it is read from the index, newest first, without
    // sorting the customer's whole history (issue 16).
    index('purchases_user_history_idx').on(table.userId, table.createdAt, table.startsAt, table.id),
  ],
);

/**
 * The Pro subscription of a customer: one row per customer, kept after it ends (its presence
 * is what makes a customer "not new" for the promo code). `status` is `active`, `cancelled`
 * (ends at `current_period_end`) or `expired` (final for that provider subscription id). A
 * scheduled change of plan (monthly to yearly) starts at `scheduled_start`. A Stripe
 * subscription also keeps Stripe's own status (`provider_status`, which decides the Pro role:
 * `domain/billing/entitlement.ts`) and when Stripe's state was last read, so an older read
 * never overwrites a newer one.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['MONTHLY', 'YEARLY'] }).notNull(),
    status: text('status', { enum: ['active', 'cancelled', 'expired'] }).notNull(),
    startedAt: timestamptz('started_at').notNull(),
    currentPeriodStart: timestamptz('current_period_start').notNull(),
    currentPeriodEnd: timestamptz('current_period_end').notNull(),
    scheduledPlan: text('scheduled_plan', { enum: ['MONTHLY', 'YEARLY'] }),
    scheduledStart: timestamptz('scheduled_start'),
    scheduledEnd: timestamptz('scheduled_end'),
    /** `not_started`, then `active` once the new plan runs (Stripe's schedule statuses). */
    scheduledStatus: text('scheduled_status'),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    providerScheduleId: text('provider_schedule_id'),
    promoUsed: boolean('promo_used').notNull().default(false),
    updatedAt: timestamptz('updated_at').notNull(),
    /** Stripe's status (`active`, `past_due`, `unpaid`...); null for the test checkout's. */
    providerStatus: text('provider_status'),
    /** When Stripe's state of this subscription was read (or changed by our own call). */
    providerSyncedAt: timestamptz('provider_synced_at'),
  },
  (table) => [index('subscriptions_period_end_idx').on(table.status, table.currentPeriodEnd)],
);

/**
 * A checkout started by a customer: a script or the Pro plan. The built-in test checkout page
 * is addressed by `id` (random, unguessable); a Stripe checkout keeps its session id.
 */
export const checkouts = pgTable('checkouts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['SCRIPT', 'SUBSCRIPTION'] }).notNull(),
  scriptId: uuid('script_id').references(() => scripts.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: ['MONTHLY', 'YEARLY'] }),
  /** The same-origin path the customer returns to. */
  returnPath: text('return_path').notNull(),
  status: text('status', { enum: ['open', 'completed', 'cancelled'] }).notNull(),
  providerSessionId: text('provider_session_id').unique(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/** Payment events already applied (webhooks, test checkout completions, renewals): each once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamptz('processed_at').notNull(),
});

/**
 * Payments the billing rules found in excess, for the operators: a second paid subscription of a
 * customer who already has Pro, a script paid twice, an unpaid subscription replaced by a newer
 * paid one. Each is remedied at once (cancelled, refunded) when the provider allows; `open` ones
 * still wait for that (the provider failed: it is tried again with the subscription's next
 * event) or for a person. One row per kind and provider reference (`subject_ref`: the
 * subscription or payment concerned).
 */
export const paymentIssues = pgTable(
  'payment_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['duplicate_subscription', 'duplicate_script_payment', 'replaced_subscription'],
    }).notNull(),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    subjectRef: text('subject_ref').notNull(),
    /** What was paid, in cents, as far as the event said (0 when unknown). */
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['open', 'resolved'] }).notNull(),
    /** The provider's refunds (comma-separated), once made. */
    refundRef: text('refund_ref'),
    /** The provider's last refusal while remedying it. */
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull(),
    resolvedAt: timestamptz('resolved_at'),
  },
  (table) => [
    uniqueIndex('payment_issues_kind_subject_idx').on(table.kind, table.subjectRef),
    index('payment_issues_status_created_idx').on(table.status, table.createdAt),
  ],
);

/** 'Request Custom Script' (spec section 3): kept, and mailed to the support address. */
export const customScriptRequests = pgTable('custom_script_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull(),
  platform: text('platform').notNull(),
  phoneNumber: text('phone_number').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  /** Where the request stands in the operators' workflow (`customRequestStatuses`). */
  status: text('status', { enum: customRequestStatuses }).notNull().default('new'),
  /** The price quoted to the customer, in cents (from 'quoted' on). */
  quotedPriceCents: integer('quoted_price_cents'),
  declineReason: text('decline_reason'),
  /** The script made for it ('delivered'), private to the customer. */
  deliveredScriptId: uuid('delivered_script_id').references(() => scripts.id, {
    onDelete: 'set null',
  }),
  updatedAt: timestamptz('updated_at'),
});

/** Each step of a custom request's workflow, with who took it and why: its history. */
export const customRequestEvents = pgTable(
  'custom_request_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => customScriptRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: customRequestStatuses }).notNull(),
    /** What the operator wrote with the change (the quote, the reason), mailed to the customer. */
    note: text('note'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('custom_request_events_request_idx').on(table.requestId, table.createdAt)],
);

/** 'Contact Us Directly' (spec section 3): kept, mailed to support, confirmed to the sender. */
export const supportMessages = pgTable('support_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  emailAddress: text('email_address').notNull(),
  phoneCode: text('phone_code').notNull(),
  phoneNumber: text('phone_number').notNull(),
  reasonToContact: text('reason_to_contact').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  /** Open until an operator answers; closed when done (`supportStatuses`). */
  status: text('status', { enum: supportStatuses }).notNull().default('open'),
  updatedAt: timestamptz('updated_at'),
});

/** The operators' answers to a support message, mailed to the sender: its thread. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('support_replies_message_idx').on(table.messageId, table.createdAt)],
);

/**
 * The AI chat's memory: each customer's exchanges (their message and the reply). The server
 * sends the recent ones, bounded by count and age, with a new message so follow-ups have their
 * context; older ones are deleted as new ones arrive.
 */
export const chatExchanges = pgTable(
  'chat_exchanges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    reply: text('reply').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('chat_exchanges_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * Mails on their way out, written in the same transaction as the write that causes them (a code,
 * a support message), so a crash keeps both or neither. The sender (`server/domain/mail-sender.ts`)
 * delivers them with retries. Once a mail is sent or given up its body is blanked: a code mail's
 * body is the code in clear. The rest stays as the record of what went out when.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which mail it is (`MailKind`), for logs and metrics that must not read the body. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** The body; null once the mail is sent or failed. */
    text: text('text'),
    html: text('html'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull(),
    /** Tries so far; the sender gives up after `mailRetry.maxAttempts`. */
    attempts: integer('attempts').notNull().default(0),
    /** When a pending mail may be tried (again): the backoff after a failure. */
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    /** The mail server's last refusal (never the body). */
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull(),
    sentAt: timestamptz('sent_at'),
  },
  // What the sender looks for: pending mails, earliest due first. Sent ones stay out of it.
  (table) => [
    index('mail_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  ],
);

// ---------------------------------------------------------------- the desktop link (issue 18)

const desktopPlatform = (name: string) =>
  text(name, { enum: ['windows-x64', 'windows-arm64', 'macos'] });

/**
 * Desktop tools signed in with an account (RFC 8628's device grant). Only the SHA-256 of the
 * device token is kept, as for sessions. A revoked device stays listed for the record and its
 * token stops working at once.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    platform: desktopPlatform('platform').notNull(),
    appVersion: text('app_version').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    activatedAt: timestamptz('activated_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at'),
    /** The device token stops working at this time; each use moves it on (it renews with use). */
    tokenExpiresAt: timestamptz('token_expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [index('devices_user_idx').on(table.userId, table.activatedAt)],
);

/**
 * A device waiting for its customer (RFC 8628 section 3.2). The device code is kept hashed; the
 * user code is what the customer types, unique among the rows kept (expired ones are dropped as
 * new ones arrive). `last_polled_at` answers `slow_down`; `used` makes the token exactly-once.
 */
export const deviceAuthorizations = pgTable(
  'device_authorizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceCodeHash: text('device_code_hash').notNull().unique(),
    userCode: text('user_code').notNull().unique(),
    deviceName: text('device_name').notNull(),
    platform: desktopPlatform('platform').notNull(),
    appVersion: text('app_version').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastPolledAt: timestamptz('last_polled_at'),
    status: text('status', { enum: ['pending', 'approved', 'denied', 'used'] }).notNull(),
    /** Who approved or denied it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [index('device_authorizations_expires_idx').on(table.expiresAt)],
);

/**
 * The Ed25519 keys that sign licenses, published at /.well-known/jwks.json. One is current (the
 * partial unique index makes that hold however many instances start or rotate at once); older
 * ones stay published while licenses they signed may live. A key generated by the server keeps
 * its PKCS#8 PEM here (database backups hold it: production sets LICENSE_SIGNING_KEY, whose
 * private half is never written here, `private_key_pem` null).
 */
export const licenseSigningKeys = pgTable(
  'license_signing_keys',
  {
    kid: text('kid').primaryKey(),
    privateKeyPem: text('private_key_pem'),
    publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    current: boolean('current').notNull(),
    retiredAt: timestamptz('retired_at'),
  },
  (table) => [
    uniqueIndex('license_signing_keys_current_idx').on(table.current).where(sql`${table.current}`),
  ],
);

/**
 * The desktop tool's releases: drafts until published, withdrawn when pulled. `notes` is the
 * list of `{ tag, text }`; `downloads` counts the downloads of its files.
 */
export const releases = pgTable(
  'releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: text('version').notNull().unique(),
    releasedOn: date('released_on', { mode: 'string' }).notNull(),
    channel: text('channel', { enum: ['stable', 'beta'] }).notNull(),
    notes: jsonb('notes')
      .$type<{ tag: 'Feature' | 'Enhancement' | 'Fix'; text: string }[]>()
      .notNull(),
    /** `yanked`: pulled with a reason; the devices on it are offered the previous good one. */
    status: text('status', { enum: ['draft', 'published', 'withdrawn', 'yanked'] }).notNull(),
    /** Offered to desktops on a newer version too: they refuse an older release without it. */
    rollback: boolean('rollback').notNull().default(false),
    downloads: integer('downloads').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    publishedAt: timestamptz('published_at'),
    /**
     * The share of devices offered it (issue 36): a device gets it when the hash of its id and
     * the version falls under it (server/domain/releases/rollout.ts). Only ever raised once
     * published; 100 reaches everyone, and the feed without a device token.
     */
    rolloutPercent: integer('rollout_percent').notNull().default(100),
    /** Halted: no further device is offered it (those already on it keep it). */
    haltedAt: timestamptz('halted_at'),
    yankedAt: timestamptz('yanked_at'),
    yankReason: text('yank_reason'),
  },
  (table) => [index('releases_status_idx').on(table.status, table.releasedOn)],
);

/**
 * The desktop's release policy, one row (`id` 'desktop'): the minimum supported version the
 * licenses carry (`minimumVersion`); a desktop older than it is told to update. Null: none.
 */
export const releasePolicy = pgTable('release_policy', {
  id: text('id').primaryKey(),
  minimumVersion: text('minimum_version'),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** A release's installer for one platform: kept under FILES_DIR at `stored_path`. */
export const releaseFiles = pgTable(
  'release_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    platform: desktopPlatform('platform').notNull(),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /**
     * The release manager's Ed25519 signature of the file (base64) and its key's id; none on a
     * file recorded before releases were signed (issue 36), which no desktop installs.
     */
    signature: text('signature'),
    keyId: text('key_id'),
    /** Relative to FILES_DIR, with forward slashes. */
    storedPath: text('stored_path').notNull(),
  },
  (table) => [
    uniqueIndex('release_files_release_platform_idx').on(table.releaseId, table.platform),
    // Two files of one release under one name would be stored as one (issue 32).
    uniqueIndex('release_files_release_file_name_idx').on(table.releaseId, table.fileName),
  ],
);

// ---------------------------------------------------------------- the operator console (issue 17)

/**
 * Every action taken in the operator console: who, what, on what, and the values before and
 * after. Rows are only ever inserted; the console has no call that changes or deletes them.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The admin who acted (kept as text too, so the row outlives a deleted account). */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** What was done, as `area.verb` ('script.publish', 'customer.lock'). */
    action: text('action').notNull(),
    /** What it was done to: a kind ('script', 'customer', 'request') and its id. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt.desc()),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);
