import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  type EventObject,
  fromPromise,
  SimulatedClock,
} from 'xstate';
import { transitionsOf } from '../../../scripts/machines/mermaid';
import type { PathModel } from './path-models';

export type MachinePath = { input: unknown; kind: 'shortest' | 'simple'; steps: PathStep[] };
type PathStep = { event: EventObject; state: AnyMachineSnapshot };

/**
 * The machine with every invoked actor replaced by a stand-in that never settles by itself:
 * its result arrives only as the path's `xstate.done.actor.*` / `xstate.error.actor.*` event.
 * Side-effect actions are already no-ops in the machine definitions (views provide them).
 */
export function withStandInActors(machine: AnyStateMachine): AnyStateMachine {
  const never = fromPromise(() => new Promise<never>(() => {}));
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, never]),
  );
  return machine.provide({ actors });
}

/** Every state node, nested ones included (the root excluded). */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode): void => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      nodes.push(child);
      visit(child);
    }
  };
  visit(machine.root);
  return nodes;
}

export function transitionKey(transition: AnyTransitionDefinition): string {
  const siblings = transitionsOf(transition.source);
  const index = siblings.indexOf(transition);
  return `${transition.source.id} ${transition.eventType || 'always'} #${index}`;
}

export function allTransitionKeys(machine: AnyStateMachine): string[] {
  return allStateNodes(machine).flatMap((node) => transitionsOf(node).map(transitionKey));
}

/** The state nodes active in a snapshot, from the root down. */
function activeNodes(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return allStateNodes(machine).filter((node) => snapshot.matches(node.path.join('.')));
}

/** User events plus the results and delays the active states are waiting for. */
function eventsFor(machine: AnyStateMachine, model: PathModel) {
  return (snapshot: AnyMachineSnapshot): EventObject[] => {
    const waiting = activeNodes(machine, snapshot).flatMap((node) => [
      ...node.invoke.flatMap((invoke) => [
        ...(model.actorOutputs?.[invoke.id] ?? [undefined]).map((output) => ({
          type: `xstate.done.actor.${invoke.id}`,
          output,
        })),
        ...(model.actorErrors?.[invoke.id] ?? [new Error('stand-in failure')]).map((error) => ({
          type: `xstate.error.actor.${invoke.id}`,
          error,
        })),
      ]),
      ...node.after.map((delayed) => ({ type: delayed.eventType })),
    ]);
    return [...model.events, ...waiting];
  };
}

/** Shortest paths to every reachable state, and simple paths bounded by the model's limit. */
export function generatePaths(machine: AnyStateMachine, model: PathModel): MachinePath[] {
  return model.inputs.flatMap((input) => {
    const options = { input, events: eventsFor(machine, model), limit: model.limit ?? 5_000 };
    return [
      ...getShortestPaths(machine, options).map((path) => ({
        input,
        kind: 'shortest' as const,
        steps: path.steps as PathStep[],
      })),
      ...getSimplePaths(machine, options).map((path) => ({
        input,
        kind: 'simple' as const,
        steps: path.steps as PathStep[],
      })),
    ];
  });
}

export type ReplayResult = {
  /** Why the run left the path or broke an invariant, if it did. */
  failure?: string;
  statesReached: Set<string>;
  transitionsTaken: Set<string>;
};

/**
 * Runs a path on a live actor (stand-in actors, simulated clock) and checks at every step that
 * the actor is in the state the path expects and that every invariant holds.
 */
export function replayPath(
  machine: AnyStateMachine,
  model: PathModel,
  path: MachinePath,
): ReplayResult {
  const statesReached = new Set<string>();
  const transitionsTaken = new Set<string>();
  const actor = createActor(machine, {
    input: path.input,
    clock: new SimulatedClock(),
    inspect: (inspection) => {
      const isRoot = inspection.actorRef.sessionId === inspection.rootId;
      if (inspection.type === '@xstate.microstep' && isRoot) {
        for (const transition of inspection._transitions) {
          transitionsTaken.add(transitionKey(transition));
          // A transient state (left at once by an eventless transition) is never at rest,
          // so being the source of a transition taken counts as reaching it.
          for (let node = transition.source; node.parent; node = node.parent) {
            statesReached.add(node.id);
          }
        }
      }
    },
  });
  const check = (expected: AnyMachineSnapshot, event: EventObject): string | undefined => {
    const actual = actor.getSnapshot();
    for (const node of activeNodes(machine, actual)) statesReached.add(node.id);
    if (JSON.stringify(actual.value) !== JSON.stringify(expected.value)) {
      return `after ${event.type}: expected ${JSON.stringify(expected.value)}, got ${JSON.stringify(actual.value)}`;
    }
    if (JSON.stringify(actual.context) !== JSON.stringify(expected.context)) {
      return `after ${event.type}: context differs from the path's`;
    }
    const broken = model.invariants?.find((invariant) => !invariant.holds(actual));
    return broken ? `after ${event.type}: invariant broken: ${broken.description}` : undefined;
  };
  actor.start();
  let failure: string | undefined;
  for (const [index, step] of path.steps.entries()) {
    if (index > 0) actor.send(step.event);
    failure = check(step.state, step.event);
    if (failure) break;
  }
  actor.stop();
  return { failure, statesReached, transitionsTaken };
}
