// The console's overview (issue 17).
import * as v from 'valibot';
import { endpoints } from '../paths';

/** The console's sections' calls (under `endpoints.admin`, ADMIN only). */
export const adminOverviewEndpoint = `${endpoints.admin}/overview`;
/** GET the table, POST a new script; GET, PUT, PATCH (publish) or DELETE `/${id}`. */
export const adminScriptsEndpoint = `${endpoints.admin}/scripts`;
/** POST a picture (multipart, field `scriptImageRules.field`), up to `scriptImageRules.maxBytes`. */
export const adminScriptImagesEndpoint = `${adminScriptsEndpoint}/images`;

/** The overview's chart spans this many days, today included (UTC days). */
export const OVERVIEW_DAYS = 30;

/**
 * `GET ${endpoints.admin}/overview`: the business at a glance. Money in cents. Monthly recurring
 * revenue counts live (active) subscriptions at their plan's price, a yearly one as a twelfth.
 */
export const AdminOverviewSchema = v.object({
  customers: v.number(),
  proSubscribers: v.number(),
  monthlyRecurringRevenueCents: v.number(),
  scriptsSold: v.number(),
  scriptRevenueCents: v.number(),
  revenueCents: v.number(),
  openRequests: v.number(),
  unansweredSupport: v.number(),
  /** One entry per UTC day, oldest first: the last `OVERVIEW_DAYS` days. */
  days: v.array(
    v.object({
      /** YYYY-MM-DD */
      date: v.string(),
      signUps: v.number(),
      revenueCents: v.number(),
    }),
  ),
});
export type AdminOverview = v.InferOutput<typeof AdminOverviewSchema>;
