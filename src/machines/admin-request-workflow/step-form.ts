import * as v from 'valibot';
import { requestStepTexts } from '../../content/admin/requests';
import {
  type AdminRequestDetail,
  type CustomRequestStatus,
  DeliverySchema,
  inboxLimits,
  type RequestStep,
  RequestStepSchema,
} from '../../services/contract';

/** A step the console can take: every status but the first. */
export type StepTarget = Exclude<CustomRequestStatus, 'new'>;

/** Every field of the step dialog, as typed; each step reads the ones it needs. */
export type StepValues = {
  note: string;
  price: string;
  reason: string;
  scriptName: string;
  scriptDescription: string;
  application: string;
  brokerage: string;
  content: string;
  contentFileName: string;
  offer: string;
};
export type StepField = keyof StepValues;

/** A name as a file name: 'ES opening drive' becomes 'es-opening-drive.txt'. */
const fileNameOf = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'custom-script'
  }.txt`;

/** The dialog's first values: a delivery starts from what the customer asked for. */
export const initialStepValues = (request: AdminRequestDetail | null): StepValues => ({
  note: '',
  price: request?.quotedPriceCents ? String(request.quotedPriceCents / 100) : '',
  reason: '',
  scriptName: request?.name ?? '',
  scriptDescription: request?.description ?? '',
  application: '',
  brokerage: '',
  content: '',
  contentFileName: fileNameOf(request?.name ?? ''),
  offer: 'grant',
});

/** Dollars as typed ('149' or '149.50') to cents; NaN when it is not a price. */
const PRICE = /^\d{1,5}(\.\d{1,2})?$/;
const toCents = (price: string) =>
  PRICE.test(price.trim()) ? Math.round(Number(price.trim()) * 100) : Number.NaN;

const note = v.pipe(v.string(), v.maxLength(inboxLimits.note, 'The note is too long'));

/** The rules of each step's fields, in the order the dialog shows them. */
const stepSchemas = {
  in_review: v.object({ note }),
  quoted: v.object({
    price: v.pipe(
      v.string(),
      v.check((price) => !Number.isNaN(toCents(price)), requestStepTexts.priceRule),
      v.check((price) => toCents(price) >= inboxLimits.minQuoteCents, 'The price is at least $1'),
    ),
    note,
  }),
  in_progress: v.object({ note }),
  delivered: v.object({ ...DeliverySchema.entries, note }),
  closed: v.object({ note }),
  declined: v.object({
    reason: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('A reason is required'),
      v.maxLength(inboxLimits.reason, 'The reason is too long'),
    ),
  }),
} satisfies Record<StepTarget, v.GenericSchema & { entries: v.ObjectEntries }>;

/** The fields a step's dialog shows. */
export const stepFields = (step: StepTarget) =>
  Object.keys(stepSchemas[step].entries) as StepField[];

export const stepSchema = (step: StepTarget) => stepSchemas[step];

/** The call's body for a step, from the dialog's values (already checked). */
export function stepBody(step: StepTarget, values: StepValues): RequestStep {
  const withNote = values.note.trim() ? { note: values.note.trim() } : {};
  const body = (() => {
    switch (step) {
      case 'quoted':
        return { status: step, quotedPriceCents: toCents(values.price), ...withNote };
      case 'declined':
        return { status: step, reason: values.reason.trim() };
      case 'delivered': {
        const { note: _note, price: _price, reason: _reason, ...delivery } = values;
        return { status: step, delivery, ...withNote };
      }
      default:
        return { status: step, ...withNote };
    }
  })();
  // The contract's own parse: trims, and types the body as the server reads it.
  return v.parse(RequestStepSchema, body);
}
