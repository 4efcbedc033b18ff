import type { FieldIssue, FormContext } from './fields';

/** What every form machine's snapshot holds (`FormContext`), and the tags its views read. */
type FormSnapshot<TValues> = { context: FormContext<TValues> };
type IssuesSnapshot = { context: { issues: FieldIssue[] } };
type TaggedSnapshot = { hasTag(tag: string): boolean };

export const selectFieldValue =
  <TValues, TField extends keyof TValues>(field: TField) =>
  (snapshot: FormSnapshot<TValues>) =>
    snapshot.context.values[field];

/** The field's problem, if the last submit found one it still has. */
export const selectFieldIssue = (field: string) => (snapshot: IssuesSnapshot) =>
  snapshot.context.issues.find((issue) => issue.field === field)?.message ?? null;

/** The problems of the form (or the wizard's step), in the order of its fields. */
export const selectIssues = (snapshot: IssuesSnapshot) => snapshot.context.issues;

/** A call is under way: the form's buttons wait and a spinner shows. */
export const selectIsBusy = (snapshot: TaggedSnapshot) => snapshot.hasTag('busy');
