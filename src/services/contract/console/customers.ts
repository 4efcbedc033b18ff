// The console's customers: accounts, plans, purchases, grants and locks (issue 17).
import * as v from 'valibot';
import { DeviceListSchema } from '../desktop';
import { SubscriptionInfoSchema } from '../payments';
import { adminListOf, adminListQuerySchema } from './lists';

/**
 * `${endpoints.admin}/customers` (ADMIN). GET with the console's list query finds customers by
 * e-mail or name; GET `/${id}` answers one customer's page; each action below answers the page
 * as it is after the action, so the console shows the result without a second call. PUT or
 * DELETE `/${id}/lock` locks or unlocks, `/${id}/admin` makes or unmakes an admin (no body).
 */
export const isoTimestamp = v.string();
const uuidParam = v.pipe(v.string(), v.trim(), v.uuid('Unknown customer.'));

export const AdminCustomerParamsSchema = v.object({ id: uuidParam });
export const AdminCustomerGrantParamsSchema = v.object({
  id: uuidParam,
  scriptId: v.pipe(v.string(), v.trim(), v.uuid('Unknown script.')),
});

/** One row of the customers table. */
export const AdminCustomerRowSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  emailAddress: v.string(),
  roles: v.array(v.string()),
  createdAt: isoTimestamp,
  lockedAt: v.nullable(isoTimestamp),
});
export type AdminCustomerRow = v.InferOutput<typeof AdminCustomerRowSchema>;

/** The columns the customers table sorts by. */
export const adminCustomerSorts = ['createdAt', 'emailAddress', 'lastName'] as const;

/** GET `${endpoints.admin}/customers`: the console's list query, by these columns. */
export const AdminCustomerQuerySchema = adminListQuerySchema(adminCustomerSorts);
export const AdminCustomerListSchema = adminListOf(AdminCustomerRowSchema);

/** A purchase as the console sees it: a `GRANT` is an operator's gift, and revocable. */
export const AdminPurchaseSchema = v.object({
  id: v.string(),
  kind: v.picklist(['SCRIPT', 'SUBSCRIPTION', 'GRANT']),
  scriptId: v.nullable(v.string()),
  name: v.string(),
  priceCents: v.number(),
  createdAt: isoTimestamp,
  startsAt: v.nullable(isoTimestamp),
  endsAt: v.nullable(isoTimestamp),
});
export type AdminPurchase = v.InferOutput<typeof AdminPurchaseSchema>;

/** A device of the desktop link (issue 18), as the customer's own list shows it. */
/** A device on the customer's page: as the customer's own list shows it. */
export const AdminCustomerDeviceSchema = DeviceListSchema.entries.devices.item;

export const AdminCustomerSchema = v.object({
  ...AdminCustomerRowSchema.entries,
  referrerDetails: v.nullable(v.string()),
  termsAcceptedAt: v.nullable(isoTimestamp),
  passwordChangedAt: v.nullable(isoTimestamp),
  complimentaryProUntil: v.nullable(isoTimestamp),
  /** The customer's own subscription info, as the portal reads it. */
  subscription: SubscriptionInfoSchema,
  purchases: v.array(AdminPurchaseSchema),
  /** The newest custom-script requests and support messages (read-only summaries). */
  requests: v.array(
    v.object({ id: v.string(), name: v.string(), status: v.string(), createdAt: isoTimestamp }),
  ),
  supportMessages: v.array(
    v.object({
      id: v.string(),
      reasonToContact: v.string(),
      status: v.string(),
      createdAt: isoTimestamp,
    }),
  ),
  /** Issue 18's devices, once that exists; absent or empty until then. */
  devices: v.optional(v.array(AdminCustomerDeviceSchema)),
  /** The customer's emergency stop holds: their devices do not trade (issue 36). */
  devicesStopped: v.boolean(),
  /** Scripts the customer does not own yet, for 'Grant a script'. */
  grantableScripts: v.array(v.object({ id: v.string(), scriptName: v.string() })),
});
export type AdminCustomer = v.InferOutput<typeof AdminCustomerSchema>;

/** How many requests and messages the page lists (the newest). */
export const ADMIN_CUSTOMER_RECENT = 20;

/** The longest complimentary Pro an operator can give at once. */
export const COMPLIMENTARY_PRO_MAX_DAYS = 5 * 366;

export const adminCustomerMessages = {
  dateInvalid: 'Choose a date.',
  dateInPast: 'Choose a date after today.',
  dateTooFar: 'Choose a date within five years.',
} as const;

/**
 * PUT `${customers}/${id}/complimentary-pro`: Pro free of charge through the end of this day
 * (UTC, `YYYY-MM-DD`); DELETE ends it. Whether the day is in the future is the server's check.
 */
export const ComplimentaryProRequestSchema = v.object({
  until: v.pipe(
    v.string(adminCustomerMessages.dateInvalid),
    v.trim(),
    v.isoDate(adminCustomerMessages.dateInvalid),
  ),
});
export type ComplimentaryProRequest = v.InferOutput<typeof ComplimentaryProRequestSchema>;

/** POST `${customers}/${id}/grants` gives a script; DELETE `/grants/${scriptId}` takes it back. */
export const ScriptGrantRequestSchema = v.object({
  scriptId: v.pipe(v.string('Choose a script.'), v.trim(), v.uuid('Choose a script.')),
});
