import type { FieldIssue } from '../../machines/form/fields';

export const hasIssue = (issues: FieldIssue[], field: string) =>
  issues.some((issue) => issue.field === field);
