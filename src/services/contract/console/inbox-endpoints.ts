// The console's inbox (issue 17): custom-script requests and support messages, operators only;
// every step, reply and status change is an operator action the audit log records.
import * as v from 'valibot';
import { customRequestStatuses, supportStatuses } from '../accounts';
import { defineEndpoint, type Refusal, refusing } from '../endpoint';
import { endpoints } from '../paths';
import {
  AdminRequestDetailSchema,
  AdminRequestItemSchema,
  AdminSupportDetailSchema,
  AdminSupportItemSchema,
  RequestStepSchema,
  SupportReplySchema,
  SupportStatusChangeSchema,
} from './inbox';
import { adminListOf, RowIdParamsSchema } from './lists';

/** The columns each inbox sorts by (the server's domain maps each to a column). */
export const adminRequestSortKeys = [
  'createdAt',
  'updatedAt',
  'name',
  'status',
  'customer',
] as const;
export const adminSupportSortKeys = ['createdAt', 'updatedAt', 'status', 'sender'] as const;

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
const inboxQuerySchema = <const Status extends string, const SortKey extends string>(
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

/** What an inbox lists: its address, what one row is called, its query and its schemas. */
type Inbox<Q, Item, Detail> = { path: string; noun: string; query: Q; item: Item; detail: Detail };

/** The list and one row's page of an inbox; an id that names no row is a 404. */
const inboxReads = <
  Q extends v.GenericSchema,
  Item extends v.GenericSchema,
  Detail extends v.GenericSchema,
>(
  { path, noun, query, item, detail }: Inbox<Q, Item, Detail>,
  notFound: Refusal,
) => ({
  list: defineEndpoint({
    method: 'GET',
    path,
    summary: `The ${noun}s, searched, filtered by status, sorted and a page at a time.`,
    access: 'operator',
    query,
    answer: adminListOf(item),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${path}/:id`,
    summary: `One ${noun} with its history.`,
    access: 'operator',
    params: RowIdParamsSchema,
    answer: detail,
    refusals: [notFound],
  }),
});

/** An operator's change to one row of an inbox: audited, answered with the row's page. */
const inboxChange = <Body extends v.GenericSchema, Answer extends v.GenericSchema>(change: {
  method: 'POST' | 'PATCH';
  path: string;
  summary: string;
  body: Body;
  answer: Answer;
  refusals: Refusal[];
}) =>
  defineEndpoint({
    ...change,
    path: `${change.path}/:id`,
    access: 'operator',
    params: RowIdParamsSchema,
    audited: true,
  });

const requests = `${endpoints.admin}/requests`;
const NO_REQUEST: Refusal = { status: 404, description: 'No such request.' };

export const consoleRequestsEndpoints = {
  ...inboxReads(
    {
      path: requests,
      noun: 'custom request',
      query: inboxQuerySchema(customRequestStatuses, adminRequestSortKeys),
      item: AdminRequestItemSchema,
      detail: AdminRequestDetailSchema,
    },
    NO_REQUEST,
  ),
  step: inboxChange({
    method: 'PATCH',
    path: requests,
    summary:
      "A request's next step (a quote, a decline, a delivery...); the customer is mailed. Answers the request.",
    body: RequestStepSchema,
    answer: AdminRequestDetailSchema,
    refusals: [NO_REQUEST, ...refusing({ 409: "The request's status does not allow this step." })],
  }),
};

const support = `${endpoints.admin}/support`;
const NO_MESSAGE: Refusal = { status: 404, description: 'No such message.' };

export const consoleSupportEndpoints = {
  ...inboxReads(
    {
      path: support,
      noun: 'support message',
      query: inboxQuerySchema(supportStatuses, adminSupportSortKeys),
      item: AdminSupportItemSchema,
      detail: AdminSupportDetailSchema,
    },
    NO_MESSAGE,
  ),
  reply: inboxChange({
    method: 'POST',
    path: support,
    summary: 'A reply, mailed to the sender; the message becomes answered. Answers the thread.',
    body: SupportReplySchema,
    answer: AdminSupportDetailSchema,
    refusals: [NO_MESSAGE, ...refusing({ 409: 'The message is closed: reopen it to reply.' })],
  }),
  setStatus: inboxChange({
    method: 'PATCH',
    path: support,
    summary: 'Closes a message, or opens it again. Answers the thread.',
    body: SupportStatusChangeSchema,
    answer: AdminSupportDetailSchema,
    refusals: [NO_MESSAGE, ...refusing({ 409: 'The message is closed already, or not closed.' })],
  }),
};
