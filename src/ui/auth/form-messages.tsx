import type { FieldIssue } from '../../machines/auth-form-schemas';

export const hasIssue = (issues: FieldIssue[], field: string) =>
  issues.some((issue) => issue.field === field);
