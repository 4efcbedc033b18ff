// The console's catalogue: scripts, their pictures, content and publishing (issue 17).
import * as v from 'valibot';
import { FILES_PATH } from '../../site-facts';
import { requestObject } from '../fields';
import { scriptAnswerEntries, storeLimits } from '../store';

/** A price is dollars as text: '0' is free, else '49' or '49.99' (spec section 3). */
export const SCRIPT_PRICE_PATTERN = /^(0|[1-9]\d{0,5})(\.\d{2})?$/;

/** Bounds of a script's fields; content kept in the database stays well under a request's size. */
export const scriptLimits = {
  scriptName: storeLimits.scriptName,
  description: storeLimits.description,
  imageUrl: 500,
  label: 60,
  contentType: 100,
  contentLink: 500,
  contentFileName: 120,
  content: 40_000,
} as const;

/** The picture of a script, uploaded: checked by its bytes, not by its name. */
export const scriptImageRules = {
  maxBytes: 1024 * 1024,
  types: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' },
  /** The multipart field of POST `${endpoints.admin}/scripts/images`. */
  field: 'image',
  /** Where uploads are kept, under the files directory, served under `FILES_PATH`. */
  folder: 'script-images',
} as const;

/**
 * The pictures the product serves itself, the only ones a store page can show (the CSP's
 * `img-src 'self'`): an upload's address (`${FILES_PATH}/script-images/<name>.png|jpg|webp`,
 * which the server also checks was uploaded) or one the site ships (`/scripts/<name>.svg`).
 */
export const SCRIPT_PICTURE_PATH = new RegExp(
  `^(${FILES_PATH}/${scriptImageRules.folder}/[\\w-]{1,64}\\.(${Object.values(scriptImageRules.types).join('|')})|/scripts/[a-z0-9-]{1,80}\\.svg)$`,
);

/**
 * The types a script's download is served with: text the trading platforms read, never one a
 * browser runs or shows as a page (HTML, SVG, JavaScript). The console offers these only.
 */
export const scriptContentTypes = [
  'text/plain; charset=utf-8',
  'text/plain',
  'application/json',
  'text/x-python; charset=utf-8',
  'text/x-csharp; charset=utf-8',
] as const;
export type ScriptContentType = (typeof scriptContentTypes)[number];

const scriptText = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} is too long (at most ${max} characters)`),
  );

/**
 * The rules of each field of a script (spec section 3, Script), written once: the operator's
 * JSON files (`npm run catalog`), the console's calls and the console's form all check these.
 */
export const scriptFieldRules = {
  scriptName: v.pipe(
    scriptText('Name', scriptLimits.scriptName),
    v.regex(/^[^/\\?#%]+$/, 'A script name cannot contain / \\ ? # or %.'),
  ),
  scriptDescription: scriptText('Description', scriptLimits.description),
  scriptImageUrl: v.pipe(
    scriptText('Picture', scriptLimits.imageUrl),
    v.regex(
      SCRIPT_PICTURE_PATH,
      'Upload the picture here: the store shows only pictures it serves itself.',
    ),
  ),
  platform: scriptText('Platform', scriptLimits.label),
  application: scriptText('Application', scriptLimits.label),
  price: v.pipe(
    v.string('Price is required'),
    v.trim(),
    v.nonEmpty('Price is required'),
    v.regex(SCRIPT_PRICE_PATTERN, "The price is dollars: '0' (free), '49' or '49.99'"),
  ),
  brokerage: scriptText('Brokerage', scriptLimits.label),
  createdOn: v.pipe(v.string('Date is required'), v.isoDate('The date must be YYYY-MM-DD')),
  contentType: v.picklist(
    scriptContentTypes,
    `Choose a content type: ${scriptContentTypes.join(', ')}.`,
  ),
  contentLink: v.pipe(
    scriptText('Content link', scriptLimits.contentLink),
    v.url('The content link must be an https:// address'),
    v.startsWith('https://', 'The content link must be an https:// address'),
  ),
  contentFileName: v.pipe(
    scriptText('File name', scriptLimits.contentFileName),
    v.regex(/^[\w.-]+$/, 'The file name may hold letters, digits, . - and _ only'),
  ),
  /** Kept exactly as written (no trimming): a script's whitespace can matter. */
  content: v.pipe(
    v.string('Content is required'),
    v.check((text) => text.trim() !== '', 'Content is required'),
    v.maxLength(
      scriptLimits.content,
      `Content is too long (at most ${scriptLimits.content} characters)`,
    ),
  ),
};

const scriptCommonEntries = {
  scriptName: scriptFieldRules.scriptName,
  scriptDescription: scriptFieldRules.scriptDescription,
  scriptImageUrl: scriptFieldRules.scriptImageUrl,
  platform: scriptFieldRules.platform,
  application: scriptFieldRules.application,
  price: scriptFieldRules.price,
  brokerage: scriptFieldRules.brokerage,
  createdOn: scriptFieldRules.createdOn,
  contentType: scriptFieldRules.contentType,
};

/** Where a script's content is: a file kept in the database, or an address elsewhere. */
export const scriptContentKinds = ['file', 'link'] as const;
export type ScriptContentKind = (typeof scriptContentKinds)[number];

/** A script whose content is a file kept in the database (handed out through signed links). */
export const AdminScriptFileInputSchema = requestObject({
  ...scriptCommonEntries,
  contentKind: v.literal('file'),
  content: scriptFieldRules.content,
  contentFileName: scriptFieldRules.contentFileName,
});
/** A script whose content is an address elsewhere, given as is to entitled customers. */
export const AdminScriptLinkInputSchema = requestObject({
  ...scriptCommonEntries,
  contentKind: v.literal('link'),
  contentLink: scriptFieldRules.contentLink,
});

/**
 * POST `adminScriptsEndpoint` (a new script, unpublished) and PUT `/${id}`: every field of the
 * Script entity, and its content by kind. 422 names each wrong field.
 */
export const AdminScriptInputSchema = v.variant(
  'contentKind',
  [AdminScriptFileInputSchema, AdminScriptLinkInputSchema],
  'Choose where the content is: a file or a link.',
);
export type AdminScriptInput = v.InferOutput<typeof AdminScriptInputSchema>;

/** PATCH `${endpoints.admin}/scripts/:id`: publishes or unpublishes it. */
export const AdminScriptPublishSchema = requestObject({
  published: v.boolean('Say published: true or false.'),
});

/** The columns the catalogue table sorts by. */
export const adminScriptSortKeys = [
  'scriptName',
  'price',
  'platform',
  'createdOn',
  'updatedAt',
  'published',
  'owners',
] as const;
export type AdminScriptSortKey = (typeof adminScriptSortKeys)[number];

const adminScriptRowEntries = {
  id: v.string(),
  ...scriptAnswerEntries,
  published: v.boolean(),
  /** The customer a private script was made for (their e-mail), else null. */
  privateTo: v.nullable(v.string()),
  /** How many customers own it: an owned script can be unpublished, never deleted. */
  owners: v.number(),
  updatedAt: v.nullable(v.string()),
};
/** A row of the catalogue table. */
export const AdminScriptRowSchema = v.object(adminScriptRowEntries);
export type AdminScriptRow = v.InferOutput<typeof AdminScriptRowSchema>;

/** GET `/scripts/:id`, and the answer of every change: the row with its content. */
export const AdminScriptSchema = v.object({
  ...adminScriptRowEntries,
  contentKind: v.picklist(scriptContentKinds),
  content: v.string(),
  contentFileName: v.string(),
  contentLink: v.string(),
});
export type AdminScript = v.InferOutput<typeof AdminScriptSchema>;

/** The answer of an upload: the address to put in `scriptImageUrl`. */
export const AdminScriptImageSchema = v.object({ scriptImageUrl: v.string() });

/** GET `adminScriptsEndpoint`: the table's query. Answers `{ items, total }`. */
export const AdminScriptListQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'search is too long'))),
  sort: v.optional(
    v.picklist(adminScriptSortKeys, 'sort names no column of the table'),
    'createdOn',
  ),
  order: v.optional(v.picklist(['asc', 'desc'], 'order is asc or desc'), 'desc'),
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,5}$/, 'page is a whole number from 1'),
      v.transform(Number),
    ),
    '1',
  ),
  pageSize: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'pageSize is 1 to 100'),
      v.transform(Number),
      v.minValue(1, 'pageSize is 1 to 100'),
      v.maxValue(100, 'pageSize is 1 to 100'),
    ),
    '20',
  ),
});
export const AdminScriptPageSchema = v.object({
  items: v.array(AdminScriptRowSchema),
  total: v.number(),
});
