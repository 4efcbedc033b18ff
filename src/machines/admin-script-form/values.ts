import {
  type AdminScript,
  AdminScriptFileInputSchema,
  type AdminScriptInput,
  AdminScriptLinkInputSchema,
  type ScriptContentType,
} from '../../services/contract';
import { collectIssues, type FieldIssue } from '../form/fields';

/** Every field of the script form: the Script entity's fields and its content by kind. */
export type ScriptFormValues = {
  scriptName: string;
  scriptDescription: string;
  scriptImageUrl: string;
  platform: string;
  application: string;
  price: string;
  brokerage: string;
  createdOn: string;
  contentType: string;
  contentKind: 'file' | 'link';
  content: string;
  contentFileName: string;
  contentLink: string;
};
export type ScriptFormField = keyof ScriptFormValues;

/** A new script's form: today's date, a text file, the picture the store shows by default. */
export const blankScript = (today: string): ScriptFormValues => ({
  scriptName: '',
  scriptDescription: '',
  scriptImageUrl: '',
  platform: '',
  application: '',
  price: '',
  brokerage: '',
  createdOn: today,
  contentType: 'text/plain; charset=utf-8',
  contentKind: 'file',
  content: '',
  contentFileName: '',
  contentLink: '',
});

/** A stored script as the form's values. */
export const valuesOf = (script: AdminScript): ScriptFormValues => ({
  scriptName: script.scriptName,
  scriptDescription: script.scriptDescription,
  scriptImageUrl: script.scriptImageUrl,
  platform: script.platform,
  application: script.application,
  price: script.price,
  brokerage: script.brokerage,
  createdOn: script.createdOn.slice(0, 10),
  contentType: script.contentType,
  contentKind: script.contentKind,
  content: script.content,
  contentFileName: script.contentFileName,
  contentLink: script.contentLink,
});

const schemaOf = (values: ScriptFormValues) =>
  values.contentKind === 'link' ? AdminScriptLinkInputSchema : AdminScriptFileInputSchema;

/** The form's problems by the contract's rules, which the server checks again. */
export const scriptIssues = (values: ScriptFormValues): FieldIssue[] =>
  collectIssues(schemaOf(values), values);

/**
 * What the save call sends: only the fields of the content's kind. The machine saves only
 * values that passed `scriptIssues`, so the content type is one of the contract's by then (a
 * stored script may hold an older one, which the form shows until it is changed).
 */
export function inputOf(values: ScriptFormValues): AdminScriptInput {
  const { content, contentFileName, contentLink, ...rest } = values;
  const common = { ...rest, contentType: rest.contentType as ScriptContentType };
  return values.contentKind === 'link'
    ? { ...common, contentKind: 'link', contentLink }
    : { ...common, contentKind: 'file', content, contentFileName };
}

/** Whether the values differ from the last saved ones (the form's dirty state). */
export const differs = (a: ScriptFormValues, b: ScriptFormValues) =>
  (Object.keys(a) as ScriptFormField[]).some((field) => a[field] !== b[field]);
