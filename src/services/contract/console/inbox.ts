// The console's inbox: custom-script requests and support messages (issue 17).
import * as v from 'valibot';
import { pagePaths } from '../../page-paths';
import {
  type CustomRequestStatus,
  customRequestStatuses,
  type SupportStatus,
  supportStatuses,
} from '../accounts';
import { requestObject, singleLine } from '../fields';
import { requiredText, storeLimits } from '../store';

/** One custom request's page in the console. */
export const adminRequestPath = (requestId: string) =>
  `${pagePaths.admin.requests}/${encodeURIComponent(requestId)}`;
/** One support message's page (its thread) in the console. */
export const adminSupportPath = (messageId: string) =>
  `${pagePaths.admin.support}/${encodeURIComponent(messageId)}`;

/** The words for each status, shown in the console and the portal and written in the mails. */
export const customRequestStatusLabels: Record<CustomRequestStatus, string> = {
  new: 'New',
  in_review: 'In review',
  quoted: 'Quoted',
  in_progress: 'In progress',
  delivered: 'Delivered',
  closed: 'Closed',
  declined: 'Declined',
};
export const supportStatusLabels: Record<SupportStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

/**
 * The steps a request may take from each status: the server refuses any other (409), the console
 * offers only these. Declining is possible until the script is delivered; closed and declined end it.
 */
export const customRequestTransitions: Record<CustomRequestStatus, readonly CustomRequestStatus[]> =
  {
    new: ['in_review', 'declined'],
    in_review: ['quoted', 'declined'],
    quoted: ['in_progress', 'declined'],
    in_progress: ['delivered', 'declined'],
    delivered: ['closed'],
    closed: [],
    declined: [],
  };

/** Whether a request may go from `from` to `to`. */
export const mayMoveRequest = (from: CustomRequestStatus, to: CustomRequestStatus) =>
  customRequestTransitions[from].includes(to);

export const inboxLimits = {
  note: 1000,
  reason: 1000,
  reply: 5000,
  /** A quote: $1 to $99,999. */
  minQuoteCents: 100,
  maxQuoteCents: 9_999_900,
  scriptContent: 100_000,
  shortText: 60,
  fileName: 120,
} as const;

/** How a delivered script reaches its customer: given to them, or offered at the quoted price. */
export const deliveryOffers = ['grant', 'checkout'] as const;
export type DeliveryOffer = (typeof deliveryOffers)[number];

const optionalNote = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(inboxLimits.note, 'The note is too long')),
);

/** The script a 'delivered' step attaches: private to the customer who asked for it. */
export const DeliverySchema = requestObject({
  scriptName: v.pipe(
    requiredText('Script name is required', storeLimits.scriptName, 'Script name is too long'),
    singleLine('Script name'),
    v.regex(/^[^/\\?#%]+$/, 'A script name cannot contain / \\ ? # or %'),
  ),
  scriptDescription: requiredText(
    'Description is required',
    storeLimits.description,
    'Description is too long',
  ),
  application: v.pipe(
    requiredText('Market is required', inboxLimits.shortText, 'Market is too long'),
    singleLine('Market'),
  ),
  brokerage: v.pipe(
    requiredText('Brokerage is required', inboxLimits.shortText, 'Brokerage is too long'),
    singleLine('Brokerage'),
  ),
  content: requiredText(
    'The script content is required',
    inboxLimits.scriptContent,
    'The script content is too long',
  ),
  contentFileName: v.pipe(
    requiredText('File name is required', inboxLimits.fileName, 'File name is too long'),
    v.regex(/^[\w.-]+$/, 'Use letters, digits, dots, dashes and underscores only'),
  ),
  offer: v.picklist(deliveryOffers, 'Choose how the customer gets the script'),
});
export type Delivery = v.InferInput<typeof DeliverySchema>;

/**
 * PATCH `${endpoints.admin}/requests/${id}`: the next step of a request. A quote carries its
 * price in cents, a decline its reason, a delivery its script; any step may carry a note for the
 * customer. Answers the request's detail; 409 `{ message }` for a step its status does not allow.
 */
export const RequestStepSchema = v.variant(
  'status',
  [
    requestObject({ status: v.literal('in_review'), note: optionalNote }),
    requestObject({
      status: v.literal('quoted'),
      quotedPriceCents: v.pipe(
        v.number('The price is required'),
        v.integer('The price is in whole cents'),
        v.minValue(inboxLimits.minQuoteCents, 'The price is at least $1'),
        v.maxValue(inboxLimits.maxQuoteCents, 'The price is at most $99,999'),
      ),
      note: optionalNote,
    }),
    requestObject({ status: v.literal('in_progress'), note: optionalNote }),
    requestObject({ status: v.literal('delivered'), delivery: DeliverySchema, note: optionalNote }),
    requestObject({ status: v.literal('closed'), note: optionalNote }),
    requestObject({
      status: v.literal('declined'),
      reason: requiredText('A reason is required', inboxLimits.reason, 'The reason is too long'),
    }),
  ],
  'Choose a step: in_review, quoted, in_progress, delivered, closed or declined',
);
export type RequestStep = v.InferInput<typeof RequestStepSchema>;

const isoTime = v.string();
/** When a row was made, and last changed (null until it is). */
const rowTimes = { createdAt: isoTime, updatedAt: v.nullable(isoTime) };

export const AdminRequestItemSchema = v.object({
  id: v.string(),
  name: v.string(),
  platform: v.string(),
  status: v.picklist(customRequestStatuses),
  customer: v.object({
    id: v.string(),
    emailAddress: v.string(),
    firstName: v.string(),
    lastName: v.string(),
  }),
  quotedPriceCents: v.nullable(v.number()),
  ...rowTimes,
});
export type AdminRequestItem = v.InferOutput<typeof AdminRequestItemSchema>;

/** GET `${endpoints.admin}/requests/${id}`: the request, its delivered script and its history. */
export const AdminRequestDetailSchema = v.object({
  ...AdminRequestItemSchema.entries,
  description: v.string(),
  phoneNumber: v.string(),
  declineReason: v.nullable(v.string()),
  deliveredScript: v.nullable(
    v.object({ scriptName: v.string(), price: v.string(), owned: v.boolean() }),
  ),
  events: v.array(
    v.object({
      status: v.picklist(customRequestStatuses),
      note: v.nullable(v.string()),
      actorEmail: v.nullable(v.string()),
      createdAt: isoTime,
    }),
  ),
});
export type AdminRequestDetail = v.InferOutput<typeof AdminRequestDetailSchema>;

/** GET `endpoints.store.custom` (bearer): the customer's own requests, newest first. */
export const MyRequestListSchema = v.object({
  requests: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      platform: v.string(),
      status: v.picklist(customRequestStatuses),
      quotedPriceCents: v.nullable(v.number()),
      declineReason: v.nullable(v.string()),
      /** The script made for the request, once delivered: `owned` once granted or bought. */
      deliveredScript: v.nullable(v.object({ scriptName: v.string(), owned: v.boolean() })),
      ...rowTimes,
    }),
  ),
});
export type MyRequestList = v.InferOutput<typeof MyRequestListSchema>;
export type MyRequest = MyRequestList['requests'][number];

export const AdminSupportItemSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  emailAddress: v.string(),
  status: v.picklist(supportStatuses),
  /** The start of the message, for the inbox's line. */
  preview: v.string(),
  replyCount: v.number(),
  ...rowTimes,
});
export type AdminSupportItem = v.InferOutput<typeof AdminSupportItemSchema>;

/** GET `${endpoints.admin}/support/${id}`: the message and its replies, oldest first. */
export const AdminSupportDetailSchema = v.object({
  ...AdminSupportItemSchema.entries,
  phoneCode: v.string(),
  phoneNumber: v.string(),
  reasonToContact: v.string(),
  replies: v.array(
    v.object({
      id: v.string(),
      body: v.string(),
      authorEmail: v.nullable(v.string()),
      createdAt: isoTime,
    }),
  ),
});
export type AdminSupportDetail = v.InferOutput<typeof AdminSupportDetailSchema>;

/** POST `${endpoints.admin}/support/${id}`: a reply, mailed to the sender; answers the detail. */
export const SupportReplySchema = requestObject({
  body: requiredText('A reply is required', inboxLimits.reply, 'The reply is too long'),
});
/** PATCH `${endpoints.admin}/support/${id}`: close a message, or open it again. */
export const SupportStatusChangeSchema = requestObject({
  status: v.picklist(['open', 'closed'], 'The status must be open or closed'),
});
