import { type ActorRefFrom, createActor } from 'xstate';
import { inspect } from '../../machines/inspector';
import { createScriptStoreActors } from '../../machines/script-store/actors';
import { scriptStoreMachine } from '../../machines/script-store/machine';
import { storeApi } from '../../services/store';
import { createRequiredContext } from '../hooks/required-context';

export type ScriptStoreActor = ActorRefFrom<typeof scriptStoreMachine>;

/** The store lives with the customer area, so its page cache outlives a visit to another page. */
export const [ScriptStoreContext, useScriptStoreActor] = createRequiredContext<ScriptStoreActor>(
  'useScriptStoreActor needs the customer area above it.',
);

let current: { owner: string; actor: ScriptStoreActor } | null = null;
const handlers = { endSession: () => {} };

/**
 * The store actor of the signed-in customer: one per person, made on first use and kept until
 * another person signs in. It is not tied to a component's mount: React may mount, hide and
 * remount the customer area (Suspense, development checks), and an actor restarted from its
 * snapshot would fetch its page again, which the cache promises never to do.
 */
export function scriptStoreFor(owner: string, endSession: () => void): ScriptStoreActor {
  handlers.endSession = endSession;
  if (current?.owner !== owner) {
    current?.actor.stop();
    const machine = scriptStoreMachine.provide({
      actors: createScriptStoreActors(storeApi),
      actions: { endSession: () => handlers.endSession() },
    });
    current = { owner, actor: createActor(machine, { inspect }).start() };
  }
  return current.actor;
}
