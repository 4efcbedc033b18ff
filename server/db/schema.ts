import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
});

/**
 * Signed-in sessions. Only the SHA-256 of the bearer token is stored, so a leaked table gives
 * no usable token. A session ends at `expires_at` (absolute) or when its row is deleted
 * (logout, refresh, password change).
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
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
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
    purpose: text('purpose', { enum: ['REGISTRATION', 'PASSWORD_RESET'] }).notNull(),
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
  },
  // The store's page order as ORDER BY writes it (created_on DESC is NULLS FIRST), so a page is
  // read in order from the index instead of sorted.
  (table) => [
    index('scripts_page_order_idx').on(table.createdOn.desc().nullsFirst(), table.scriptName),
  ],
);

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
    index('purchases_user_created_idx').on(table.userId, table.createdAt),
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
});

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
});

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
