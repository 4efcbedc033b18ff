import { createConfirmedActionActors } from '../../../machines/confirmed-action/actors';
import { confirmedActionMachine } from '../../../machines/confirmed-action/machine';
import { signedInImplementations, useSessionActor } from '../../app/session-context';
import { useMachineActor } from '../../hooks/use-machine-actor';

/**
 * An operator action's actor: `run` is its call, `onDone` reloads what it changed. Ask for it
 * with `action.request` and the details the dialog shows; the dialog confirms it.
 */
export function useConfirmedAction<TRequest>(
  run: (request: TRequest) => Promise<unknown>,
  onDone: () => void,
) {
  const session = useSessionActor();
  return useMachineActor(confirmedActionMachine, {
    provide: () => ({
      actors: createConfirmedActionActors(run),
      actions: {
        endSession: signedInImplementations(session).actions.endSession,
        actionDone: onDone,
      },
    }),
  });
}

export type ConfirmedActionActor = ReturnType<typeof useConfirmedAction>;
