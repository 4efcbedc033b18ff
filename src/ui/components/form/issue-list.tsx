import { List } from '@chakra-ui/react';
import { formTexts } from '../../../content/forms';
import type { FieldIssue } from '../../../machines/form/fields';
import { StatusAlert } from './status-alert';

/** Spec section 5: the current step's problems, collected in one bulleted alert list. */
export function IssueList({ issues }: { issues: FieldIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <StatusAlert status="error" title={formTexts.issueListTitle}>
      <List.Root ps="4" mt="1" gap="0.5">
        {issues.map((issue) => (
          <List.Item key={issue.field}>{issue.message}</List.Item>
        ))}
      </List.Root>
    </StatusAlert>
  );
}
