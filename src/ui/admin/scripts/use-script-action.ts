import { useSelector } from '@xstate/react';
import { scriptActionTexts } from '../../../content/admin/scripts';
import { selectIsDone, selectRequest } from '../../../machines/confirmed-action/selectors';
import { adminScriptsApi } from '../../../services/admin-scripts';
import type { AdminScript } from '../../../services/contract';
import { type ConfirmedActionActor, useConfirmedAction } from '../components/use-confirmed-action';

export type ScriptAction = keyof typeof scriptActionTexts;
export type ScriptActionRequest = { action: ScriptAction; id: string; scriptName: string };

/** The call behind each action: the script as it is now, or null once deleted. */
const runScriptAction = ({ action, id }: ScriptActionRequest): Promise<AdminScript | null> =>
  action === 'delete'
    ? adminScriptsApi.remove(id).then(() => null)
    : adminScriptsApi.setPublished(id, action === 'publish');

/**
 * Publish, unpublish or delete a script, each confirmed in `ScriptActionDialog` first. The
 * confirmation's own 'done' carries no result, so the run hands the changed script to
 * `onChanged` itself (the editor shows its new state; the table reloads).
 */
export const useScriptAction = (onChanged: (script: AdminScript | null) => void) =>
  useConfirmedAction<ScriptActionRequest>(
    (request) => runScriptAction(request).then(onChanged),
    () => {},
  );

/** What the last action did ('X is in the store.'), until another is asked for. */
export function useScriptActionNotice(action: ConfirmedActionActor): string | null {
  const request = useSelector(action, selectRequest<ScriptActionRequest>);
  const done = useSelector(action, selectIsDone);
  return done && request ? scriptActionTexts[request.action].done(request.scriptName) : null;
}
