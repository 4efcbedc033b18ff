import { Alert, List } from '@chakra-ui/react';
import type { FieldIssue } from '../../machines/auth-form-schemas';
import type { Notice } from '../../machines/wizard-notice';

/** Spec section 5: the current step's problems, collected in one bulleted alert list. */
export function IssueList({ issues }: { issues: FieldIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <Alert.Root
      status="error"
      role="alert"
      variant="subtle"
      borderWidth="1px"
      borderColor="red.500/40"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Please check the following</Alert.Title>
        <Alert.Description>
          <List.Root ps="4" mt="1" gap="0.5">
            {issues.map((issue) => (
              <List.Item key={issue.field}>{issue.message}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The outcome of the last call: a success or a failure sentence of spec section 8. */
export function NoticeAlert({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <Alert.Root
      status={notice.status}
      // Failures interrupt; successes are announced politely.
      role={notice.status === 'error' ? 'alert' : 'status'}
      variant="subtle"
      borderWidth="1px"
      borderColor={notice.status === 'success' ? 'green.500/40' : 'red.500/40'}
    >
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">{notice.text}</Alert.Title>
    </Alert.Root>
  );
}

export const hasIssue = (issues: FieldIssue[], field: string) =>
  issues.some((issue) => issue.field === field);
