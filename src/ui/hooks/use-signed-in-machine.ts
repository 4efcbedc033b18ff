import type { ActorOptions, ActorRefFrom, AnyStateMachine } from 'xstate';
import { signedInImplementations, useSessionActor } from '../app/session-context';
import { type MachineImplementations, useMachineActor } from './use-machine-actor';

/**
 * How a signed-in view binds its machine: `useMachineActor` with the machine's real actors,
 * made once when the view mounts, and the session's `endSession`, so that a 401 from any of its
 * calls signs the person out the same way from every page.
 */
export function useSignedInMachine<Machine extends AnyStateMachine>(
  machine: Machine,
  actors: () => NonNullable<MachineImplementations<Machine>['actors']>,
  options: Omit<ActorOptions<Machine>, 'inspect'> = {},
): ActorRefFrom<Machine> {
  const session = useSessionActor();
  return useMachineActor(machine, {
    ...options,
    provide: () =>
      ({
        actors: actors(),
        actions: signedInImplementations(session).actions,
      }) as MachineImplementations<Machine>,
  });
}
