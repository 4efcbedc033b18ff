import { useSelector } from '@xstate/react';
import { scriptActionTexts } from '../../../content/admin/scripts';
import { selectRequest } from '../../../machines/confirmed-action/selectors';
import { ConfirmedActionDialog } from '../components/confirmed-action-dialog';
import type { ConfirmedActionActor } from '../components/use-confirmed-action';
import type { ScriptActionRequest } from './use-script-action';

/**
 * The confirmation of a script's action. A refusal (an owned script cannot be deleted: 409)
 * shows the server's reason in the dialog, which stays open to cancel.
 */
export function ScriptActionDialog({ action }: { action: ConfirmedActionActor }) {
  const request = useSelector(action, selectRequest<ScriptActionRequest>);
  if (!request) return null;
  const texts = scriptActionTexts[request.action];
  return (
    <ConfirmedActionDialog
      action={action}
      title={texts.title(request.scriptName)}
      text={texts.body}
      confirmLabel={texts.confirm}
      tone={request.action === 'publish' ? 'primary' : 'danger'}
    />
  );
}
