import { getAdjacencyMap, getShortestPaths, getSimplePaths } from '@xstate/graph';
import {
  type AnyActor,
  type AnyActorLogic,
  type AnyActorRef,
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
import { PATHS_START, type PathModel } from '../models/path-model';

export type MachinePath = {
  input: unknown;
  kind: 'shortest' | 'transition' | 'simple';
  steps: PathStep[];
};
type PathStep = { event: EventObject; state: AnyMachineSnapshot };

const isMachineLogic = (logic: AnyActorLogic): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'config' in logic;

/**
 * The machine with every invoked promise or callback actor replaced by a stand-in that never
 * settles by itself: its result arrives only as the path's `xstate.done.actor.*` /
 * `xstate.error.actor.*` event. Child machines stay real (their own actors stood in), since a
 * parent's guards may read their state. Side-effect actions are already no-ops in the machine
 * definitions (views provide them).
 */
export function withStandInActors(machine: AnyStateMachine): AnyStateMachine {
  const never = fromPromise(() => new Promise<never>(() => {}));
  const actors = Object.fromEntries(
    Object.entries(machine.implementations.actors).map(([name, logic]) => [
      name,
      isMachineLogic(logic as AnyActorLogic) ? withStandInActors(logic as AnyStateMachine) : never,
    ]),
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
export function activeNodes(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
): AnyStateNode[] {
  return allStateNodes(machine).filter((node) => snapshot.matches(node.path.join('.')));
}

/** The child machines of a snapshot (spawned or invoked), by id. */
function childMachines(snapshot: AnyMachineSnapshot): Array<[string, AnyActor]> {
  return Object.entries(snapshot.children as Record<string, AnyActor>).filter(
    ([, child]) => child && isMachineLogic(child.logic),
  );
}

let instantNow = PATHS_START;

/**
 * The clock a path model injects into a machine that reads the time (the session's `now`):
 * it reads the instant the harness is at, so guards and delays see the same time during
 * generation and replay.
 */
export const pathClock = () => instantNow;

/** Runs code with `pathClock` reading a given instant. */
export function atInstant<T>(now: number, run: () => T): T {
  const before = instantNow;
  instantNow = now;
  try {
    return run();
  } finally {
    instantNow = before;
  }
}

/** User events plus the results and delays the active states (and child machines) wait for. */
function eventsFor(machine: AnyStateMachine, model: PathModel) {
  return (snapshot: AnyMachineSnapshot): EventObject[] => {
    if (snapshot.status !== 'active') return [];
    const results = activeNodes(machine, snapshot).flatMap((node) =>
      node.invoke.flatMap((invoke) => [
        ...(model.actorOutputs?.[invoke.id] ?? [undefined]).map((output) => ({
          type: `xstate.done.actor.${invoke.id}`,
          output,
        })),
        ...(model.actorErrors?.[invoke.id] ?? [new Error('stand-in failure')]).map((error) => ({
          type: `xstate.error.actor.${invoke.id}`,
          error,
        })),
      ]),
    );
    // A result no transition waits for would only crash the actor (a callback has no output).
    const waiting = [
      ...results.filter((event) => snapshot.can(event)),
      ...activeNodes(machine, snapshot).flatMap((node) =>
        node.after.map((delayed) => ({ type: delayed.eventType })),
      ),
    ];
    const childDelays = childMachines(snapshot).flatMap(([, child]) =>
      activeNodes(child.logic, child.getSnapshot()).flatMap((node) =>
        node.after.map((delayed) => ({ type: delayed.eventType })),
      ),
    );
    const events = typeof model.events === 'function' ? model.events(snapshot) : model.events;
    return [...events, ...waiting, ...childDelays];
  };
}

/** How long a delayed transition of the machine waits, in ms, from the snapshot it leaves. */
export function delayOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, eventType: string) {
  if (!eventType.startsWith('xstate.after.')) return 0;
  const delayed = activeNodes(machine, snapshot)
    .flatMap((node) => node.after)
    .find((after) => after.eventType === eventType);
  if (!delayed) return 0;
  const delay =
    typeof delayed.delay === 'number'
      ? delayed.delay
      : (machine.implementations.delays[String(delayed.delay)] as unknown);
  return typeof delay === 'function'
    ? Number(
        atInstant(PATHS_START, () =>
          delay({ context: snapshot.context, event: { type: eventType } }),
        ),
      )
    : Number(delay ?? 0);
}

/**
 * Sends one path event to a live actor, the way time would deliver it:
 * - a delay of the machine itself fires once its delay has passed, so during it the clock
 *   reads the start instant plus that delay (a session timer fires at the expiry);
 * - a delay of a child machine is followed until the child leaves the state it is in (a
 *   countdown that re-enters itself runs out), since the parent only sees the child's state.
 * Returns the instant the event happened at.
 */
function deliver(actor: AnyActorRef, machine: AnyStateMachine, event: EventObject): number {
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const child = childMachines(snapshot).find(([, ref]) =>
    activeNodes(ref.logic, ref.getSnapshot()).some((node) =>
      node.after.some((after) => after.eventType === event.type),
    ),
  )?.[1];
  if (child) {
    const from = JSON.stringify(child.getSnapshot().value);
    for (let tick = 0; tick < 10_000; tick++) {
      child.send(event);
      const now = child.getSnapshot() as AnyMachineSnapshot;
      const stillWaiting = activeNodes(child.logic, now).some((node) =>
        node.after.some((after) => after.eventType === event.type),
      );
      if (JSON.stringify(now.value) !== from || !stillWaiting) break;
    }
    return PATHS_START;
  }
  const instant = PATHS_START + delayOf(machine, snapshot, event.type);
  atInstant(instant, () => actor.send(event));
  return instant;
}

/**
 * The machine as logic for @xstate/graph, stepping with the controlled clock. A machine with
 * child machines steps on a live actor restored from the snapshot it leaves, so its children
 * receive what it sends them exactly as in the replay; the others step with the (faster) pure
 * transition.
 */
function traversalLogic(machine: AnyStateMachine): AnyStateMachine {
  const logic = Object.create(machine) as AnyStateMachine;
  logic.getInitialSnapshot = (scope, input) =>
    atInstant(PATHS_START, () => machine.getInitialSnapshot(scope, input));
  const hasChildMachines = Object.values(machine.implementations.actors).some((actor) =>
    isMachineLogic(actor as AnyActorLogic),
  );
  if (hasChildMachines) {
    logic.getInitialSnapshot = (_scope, input) =>
      atInstant(PATHS_START, () =>
        createActor(machine, { input, clock: new SimulatedClock() }).start().getSnapshot(),
      );
  }
  const step = (snapshot: AnyMachineSnapshot, event: EventObject, scope: unknown) => {
    if (!hasChildMachines) {
      const delay = delayOf(machine, snapshot, event.type);
      return atInstant(PATHS_START + delay, () =>
        machine.transition(snapshot, event, scope as never),
      );
    }
    const actor = atInstant(PATHS_START, () =>
      createActor(machine, {
        snapshot: machine.getPersistedSnapshot(snapshot),
        clock: new SimulatedClock(),
      }).start(),
    );
    deliver(actor, machine, event);
    return actor.getSnapshot() as AnyMachineSnapshot;
  };
  // Shortest paths, closing transitions and simple paths each walk the same graph: step once.
  const known = new Map<string, AnyMachineSnapshot>();
  logic.transition = (snapshot, event, scope) => {
    const key = `${serializeSnapshot(snapshot)} ${JSON.stringify(event)}`;
    const next = known.get(key) ?? step(snapshot, event, scope);
    known.set(key, next);
    return next;
  };
  return logic;
}

/** State value, context and the state of each child machine: what makes two snapshots differ. */
export function serializeSnapshot(snapshot: AnyMachineSnapshot): string {
  const children = Object.fromEntries(
    childMachines(snapshot).map(([id, child]) => {
      const { value, context } = child.getSnapshot() as AnyMachineSnapshot;
      return [id, { value, context }];
    }),
  );
  return JSON.stringify({ value: snapshot.value, context: snapshot.context, children });
}

/**
 * Paths from each input: the shortest path to every reachable state (those another path
 * continues left out); for every transition that leads back to a state already reached (so no
 * shortest path takes it), the shortest path to its source followed by it; and the simple paths,
 * unless the model opts out.
 */
export function generatePaths(machine: AnyStateMachine, model: PathModel): MachinePath[] {
  const logic = traversalLogic(machine);
  return model.inputs.flatMap((input) => {
    const options = {
      input,
      events: eventsFor(machine, model),
      serializeState: serializeSnapshot,
      limit: model.limit ?? 5_000,
    };
    const shortest = getShortestPaths(logic, options);
    const toPath =
      (kind: MachinePath['kind']) =>
      (path: { steps: unknown[] }): MachinePath => ({
        input,
        kind,
        steps: path.steps as PathStep[],
      });
    const closing = closingTransitions(
      getAdjacencyMap(logic, options) as unknown as Adjacency,
      shortest,
    );
    // A shortest path that another path continues is left out: the longer one checks its steps.
    const continued = new Set(
      [...shortest, ...closing]
        .filter((path) => path.steps.length > 1)
        .map((path) => serializeSnapshot((path.steps.at(-2) as PathStep).state)),
    );
    return [
      ...shortest
        .filter((path) => !continued.has(serializeSnapshot(path.state)))
        .map(toPath('shortest')),
      ...closing.map(toPath('transition')),
      ...(model.simplePaths === false ? [] : getSimplePaths(logic, options).map(toPath('simple'))),
    ];
  });
}

/** What `getAdjacencyMap` returns: each state's key, with the state each event leads to. */
type Adjacency = Record<
  string,
  {
    state: AnyMachineSnapshot;
    transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }>;
  }
>;
type GraphPath = { state: AnyMachineSnapshot; steps: PathStep[] };

/** The transitions no shortest path ends with, each after the shortest path to its source. */
function closingTransitions(adjacency: Adjacency, shortest: GraphPath[]): GraphPath[] {
  const pathTo = new Map(shortest.map((path) => [serializeSnapshot(path.state), path]));
  const lastEdges = new Set(
    shortest
      .filter((path) => path.steps.length > 1)
      .map((path) => {
        const [from, to] = path.steps.slice(-2) as [PathStep, PathStep];
        return `${serializeSnapshot(from.state)} ${JSON.stringify(to.event)}`;
      }),
  );
  // An event that leads back to the same state still counts when a transition takes it (a
  // timer set again); one the state ignores does not.
  return Object.entries(adjacency).flatMap(([source, { state: from, transitions }]) =>
    Object.values(transitions)
      .filter(
        ({ event, state }) =>
          (serializeSnapshot(state) !== source || from.can(event)) &&
          !lastEdges.has(`${source} ${JSON.stringify(event)}`),
      )
      .flatMap(({ event, state }) => {
        const head = pathTo.get(source);
        return head ? [{ state, steps: [...head.steps, { event, state }] }] : [];
      }),
  );
}

export type ReplayResult = {
  /** Why the run left the path or broke an invariant, if it did. */
  failure?: string;
  statesReached: Set<string>;
  transitionsTaken: Set<string>;
};

/**
 * Runs a path on a live actor (stand-in actors, simulated clock, controlled time) and checks at
 * every step that the actor is in the state the path expects and that every invariant holds.
 */
export function replayPath(
  machine: AnyStateMachine,
  model: PathModel,
  path: MachinePath,
): ReplayResult {
  const statesReached = new Set<string>();
  const transitionsTaken = new Set<string>();
  const actor = atInstant(PATHS_START, () =>
    createActor(machine, {
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
    }),
  );
  let previous: AnyMachineSnapshot | undefined;
  const check = (
    expected: AnyMachineSnapshot,
    event: EventObject,
    instant: number,
  ): string | undefined => {
    const actual = actor.getSnapshot();
    for (const node of activeNodes(machine, actual)) statesReached.add(node.id);
    if (JSON.stringify(actual.value) !== JSON.stringify(expected.value)) {
      return `after ${event.type}: expected ${JSON.stringify(expected.value)}, got ${JSON.stringify(actual.value)}`;
    }
    // Actor refs in context serialize to their id, so children compare by their own state.
    if (serializeSnapshot(actual) !== serializeSnapshot(expected)) {
      return `after ${event.type}: context differs from the path's`;
    }
    // Checked at the instant the event happened: right after a timer fired, time has moved on.
    const broken = atInstant(instant, () =>
      model.invariants?.find((invariant) => !invariant.holds(actual, { event, previous })),
    );
    previous = actual;
    return broken ? `after ${event.type}: invariant broken: ${broken.description}` : undefined;
  };
  atInstant(PATHS_START, () => actor.start());
  let failure: string | undefined;
  for (const [index, step] of path.steps.entries()) {
    const instant = index > 0 ? deliver(actor, machine, step.event) : PATHS_START;
    failure = check(step.state, step.event, instant);
    if (failure) break;
  }
  actor.stop();
  return { failure, statesReached, transitionsTaken };
}
