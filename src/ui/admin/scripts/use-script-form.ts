import { createAdminScriptFormActors } from '../../../machines/admin-script-form/actors';
import { adminScriptFormMachine } from '../../../machines/admin-script-form/machine';
import { adminScriptsApi } from '../../../services/admin-scripts';
import { useSignedInMachine } from '../../hooks/use-signed-in-machine';

/** Today in UTC, as a date input writes it: a new script's date. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The editor's actor: the script `scriptId` (null: a new one), its calls bound, a 401 ending the
 * session. `onCreated` hears a new script's id as soon as its first save answers.
 */
export function useScriptForm(scriptId: string | null, onCreated: (id: string) => void) {
  const form = useSignedInMachine(
    adminScriptFormMachine,
    () =>
      createAdminScriptFormActors({
        ...adminScriptsApi,
        create: (input) =>
          adminScriptsApi.create(input).then((script) => {
            // An editor left while saving stays left: its stopped actor sends nobody back.
            if (form.getSnapshot().status === 'active') onCreated(script.id);
            return script;
          }),
      }),
    { input: { scriptId, today: today() } },
  );
  return form;
}

export type ScriptFormActor = ReturnType<typeof useScriptForm>;
