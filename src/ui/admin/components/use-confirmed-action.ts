import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { createConfirmedActionActors } from '../../../machines/confirmed-action/actors';
import { confirmedActionMachine } from '../../../machines/confirmed-action/machine';
import { inspect } from '../../../machines/inspector';
import { signedInImplementations, useSessionActor } from '../../app/session-context';

/**
 * An operator action's actor: `run` is its call, `onDone` reloads what it changed. Ask for it
 * with `action.request` and the details the dialog shows; the dialog confirms it.
 */
export function useConfirmedAction<TRequest>(
  run: (request: TRequest) => Promise<unknown>,
  onDone: () => void,
) {
  const session = useSessionActor();
  const [machine] = useState(() =>
    confirmedActionMachine.provide({
      actors: createConfirmedActionActors(run),
      actions: {
        endSession: signedInImplementations(session).actions.endSession,
        actionDone: onDone,
      },
    }),
  );
  return useActorRef(machine, { inspect });
}

export type ConfirmedActionActor = ReturnType<typeof useConfirmedAction>;
