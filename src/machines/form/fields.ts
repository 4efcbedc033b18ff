import * as v from 'valibot';
import type { EventObject } from 'xstate';

/** One problem with one field, in the order the form shows its fields. */
export type FieldIssue = { field: string; message: string };

/**
 * Checks values against a form's object schema: every field that breaks a rule, each with its
 * first message, in the order of the schema's fields (which is the form's); empty when all pass.
 */
export function collectIssues(
  schema: v.GenericSchema & { entries: v.ObjectEntries },
  values: unknown,
): FieldIssue[] {
  const result = v.safeParse(schema, values);
  if (result.success) return [];
  const order = Object.keys(schema.entries);
  const firstPerField = new Map<string, string>();
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '';
    if (!firstPerField.has(field)) firstPerField.set(field, issue.message);
  }
  return [...firstPerField]
    .map(([field, message]) => ({ field, message }))
    .sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

/** The context every form machine keeps: the values typed so far and the problems shown. */
export type FormContext<TValues> = { values: TValues; issues: FieldIssue[] };

/**
 * `field.change`: the field takes its new value and loses its problem, while the others keep
 * theirs until the next submit. Use it as
 * `assignField: assign(({ context, event }) => changeField(context, event))`.
 */
export function changeField<TContext extends FormContext<object>>(
  context: TContext,
  event: EventObject,
): Partial<TContext> {
  if (event.type !== 'field.change') return {};
  const { field, value } = event as EventObject & { field: string; value: unknown };
  return {
    values: { ...context.values, [field]: value },
    issues: context.issues.filter((issue) => issue.field !== field),
  } as Partial<TContext>;
}
