// The script store: pages of scripts, a script's detail, signed content links, custom requests.
import * as v from 'valibot';
import { requestObject, singleLine } from './fields';

/** Spec section 9: the store pages by 10; the server accepts up to 50 per page. */
export const STORE_PAGE_SIZE = 10;
export const STORE_MAX_PAGE_SIZE = 50;

/**
 * Spec section 3: the platforms a custom script can be requested for. `value` goes over the wire
 * spelled as the spec has it ('ThikOrSwim'); `label` is the platform's real name, what people see.
 */
export const customScriptPlatformOptions = [
  { value: 'ThikOrSwim', label: 'ThinkOrSwim' },
  { value: 'Kraken', label: 'Kraken' },
  { value: 'Tradovate', label: 'Tradovate' },
  { value: 'TradingView', label: 'TradingView' },
] as const;
export const customScriptPlatforms = customScriptPlatformOptions.map((option) => option.value);
export type CustomScriptPlatform = (typeof customScriptPlatforms)[number];

export const storeLimits = {
  scriptName: 120,
  requestName: 100,
  description: 2000,
  phoneNumber: 20,
  phoneCode: 5,
  reason: 2000,
} as const;

const OFFSET_MESSAGE = 'offset must be a whole number, 0 or more.';

/** A page's size in a query string: a whole number from 1 to `max`. */
export const pageLimit = (
  max: number,
  message = `limit must be a whole number from 1 to ${max}.`,
) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{1,3}$/, message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

/** How many items a page skips, in a query string: 0 or more (default 0). */
export const pageOffset = v.optional(
  v.pipe(v.string(OFFSET_MESSAGE), v.regex(/^\d{1,9}$/, OFFSET_MESSAGE), v.transform(Number)),
  '0',
);

/** The query of the list call: `limit` 1 to 50 (default 10), `offset` 0 or more (default 0). */
export const ScriptPageQuerySchema = v.object({
  limit: v.optional(pageLimit(STORE_MAX_PAGE_SIZE), String(STORE_PAGE_SIZE)),
  offset: pageOffset,
});

/**
 * The path parameter of a script's detail and of its content: no script has a longer name, so
 * a longer one is refused before the catalogue is asked.
 */
export const ScriptNameParamsSchema = v.object({
  scriptName: v.pipe(v.string(), v.maxLength(storeLimits.scriptName)),
});

/** The query of a signed content link: when it stops working, and its signature. */
export const ContentLinkQuerySchema = v.object({
  expires: v.optional(v.string(), ''),
  signature: v.optional(v.string(), ''),
});

/** A script's fields as they are answered (spec section 3, Script, without its content). */
export const scriptAnswerEntries = {
  scriptName: v.string(),
  scriptDescription: v.string(),
  scriptImageUrl: v.string(),
  platform: v.string(),
  application: v.string(),
  /** '0' is free; otherwise dollars. */
  price: v.string(),
  brokerage: v.string(),
  /** ISO 8601. */
  createdOn: v.string(),
  contentType: v.string(),
};

/** What anyone signed in may see of a script: its fields, and whether they bought it. */
const scriptPublicEntries = { ...scriptAnswerEntries, isPurchased: v.boolean() };

export const ScriptSummarySchema = v.object(scriptPublicEntries);
export type ScriptSummary = v.InferOutput<typeof ScriptSummarySchema>;
export const ScriptPageSchema = v.array(ScriptSummarySchema);

/** The detail of a script the customer is entitled to: its content link as well. */
export const ScriptDetailSchema = v.object({ ...scriptPublicEntries, contentLink: v.string() });
export type ScriptDetail = v.InferOutput<typeof ScriptDetailSchema>;

/** The 403 answer of the detail call: why, and the public fields for the limited view. */
export const ScriptForbiddenSchema = v.object({ message: v.string(), ...scriptPublicEntries });

export const requiredText = (message: string, max: number, tooLong: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, tooLong));

/** Digits with the usual separators and an optional leading +; at least 5 digits. */
export const PHONE_NUMBER = /^\+?(?=(?:\D*\d){5})[\d\s().-]+$/;

export const CustomScriptRequestSchema = requestObject({
  name: v.pipe(
    requiredText('Name is required', storeLimits.requestName, 'Name is too long'),
    singleLine('Name'),
  ),
  description: requiredText(
    'Description is required',
    storeLimits.description,
    'Description is too long',
  ),
  platform: v.picklist(customScriptPlatforms, 'Platform is required'),
  phoneNumber: v.pipe(
    requiredText('Phone number is required', storeLimits.phoneNumber, 'Phone number is too long'),
    v.regex(PHONE_NUMBER, 'Enter a valid phone number'),
  ),
});
export type CustomScriptRequest = v.InferInput<typeof CustomScriptRequestSchema>;

export const SuccessResponseSchema = v.object({ success: v.boolean() });
