import type { Context } from 'hono';
import * as v from 'valibot';
import type { AuditActor } from '../../domain/admin/audit';
import type { AuthEnv } from '../../http/auth';

/** A row's id in the path: anything but a UUID names no row (404, never a database error). */
export const IdParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid()) });

/** The signed-in operator, as the audit log names them. */
export const auditActor = (c: Context<AuthEnv>): AuditActor => {
  const user = c.get('user');
  return { id: user.id, emailAddress: user.emailAddress };
};

const PAGE_MESSAGE = 'page must be a whole number, 1 or more.';
const PAGE_SIZE_MESSAGE = 'pageSize must be a whole number from 1 to 100.';
const wholeNumber = (message: string, min: number, max: number) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{1,6}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

/** An inbox's query: search, a status filter, a sort key and order, a page. Newest first. */
export const inboxQuerySchema = <Status extends string, SortKey extends string>(
  statuses: readonly Status[],
  sortKeys: readonly SortKey[],
) =>
  v.object({
    search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
    status: v.optional(v.picklist(statuses)),
    sort: v.optional(v.picklist(sortKeys), 'createdAt' as SortKey),
    order: v.optional(v.picklist(['asc', 'desc']), 'desc'),
    page: v.optional(wholeNumber(PAGE_MESSAGE, 1, 100_000), '1'),
    pageSize: v.optional(wholeNumber(PAGE_SIZE_MESSAGE, 1, 100), '20'),
  });
