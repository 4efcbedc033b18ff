import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Customers. E-mails are stored trimmed and lower-cased; only password hashes are kept. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  emailAddress: text('email_address').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  referrerDetails: text('referrer_details'),
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
