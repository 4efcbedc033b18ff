import { formTexts } from '../../../content/forms';
import type { FieldIssue } from '../../../machines/form/fields';
import { StatusAlert } from './status-alert';
import { alertParts as parts } from './status-alert.styles';

/** Spec section 5: the current step's problems, collected in one bulleted alert list. */
export function IssueList({ issues }: { issues: FieldIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <StatusAlert status="error" title={formTexts.issueListTitle}>
      <ul className={parts.list}>
        {issues.map((issue) => (
          <li key={issue.field} className={parts.listItem}>
            {issue.message}
          </li>
        ))}
      </ul>
    </StatusAlert>
  );
}
