import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
