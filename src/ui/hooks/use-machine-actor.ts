import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ActorOptions, ActorRefFrom, AnyStateMachine } from 'xstate';
import { inspect } from '../../machines/inspector';

/** What `machine.provide` takes: the real actors, actions, guards and delays of a machine. */
export type MachineImplementations<Machine extends AnyStateMachine> = Parameters<
  Machine['provide']
>[0];

type BindOptions<Machine extends AnyStateMachine> = Omit<ActorOptions<Machine>, 'inspect'> & {
  /** The machine's real implementations, made once, when the view mounts. */
  provide?: () => MachineImplementations<Machine>;
};

/**
 * The one way a view binds a machine: the machine gets its implementations (the real services,
 * the app's navigation and session actions) once, when the view mounts, and its actor starts
 * with its input, watched by the inspector in development (`npm run dev:inspect`).
 */
export function useMachineActor<Machine extends AnyStateMachine>(
  machine: Machine,
  { provide, ...options }: BindOptions<Machine> = {},
): ActorRefFrom<Machine> {
  const [provided] = useState(() => (provide ? machine.provide(provide()) : machine) as Machine);
  return useActorRef(provided, { ...options, inspect }) as ActorRefFrom<Machine>;
}
