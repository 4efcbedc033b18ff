import {
  type AnyActor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  SimulatedClock,
} from 'xstate';
import { PATHS_START } from '../../../tests/machines/models/path-model';
import { activeNodes, delayOf, withStandInActors } from '../../../tests/machines/support/paths';
import type { Diagram } from '../model/diagram';
import { eventKey, fromJson, type Json, toJson } from '../model/event-json';
import { stateText } from '../model/path-steps';
import type { StudioMachineData } from '../model/studio-data';

/**
 * Plays a machine in the studio: the real definition with its invoked calls stood in (they
 * never answer by themselves: the reader answers them) and a simulated clock (a delay fires
 * when the reader says so). A position is the list of events sent from the start, so undo and
 * a shared link are a replay.
 */

/** Every event play can send for a machine, in a fixed order: the address names them by index. */
export function eventCatalog(data: StudioMachineData, diagram: Diagram): EventObject[] {
  const byKey = new Map<string, EventObject>();
  const add = (event: EventObject & Record<string, unknown>) => {
    const key = eventKey(event);
    if (!byKey.has(key)) byKey.set(key, event);
  };
  for (const event of data.events) {
    const revived = fromJson(event) as EventObject;
    if (revived.type !== 'xstate.init') add(revived);
  }
  for (const state of diagram.states) {
    for (const { id } of state.invokes) {
      const answers = data.answers[id];
      const outputs = answers?.outputs.length ? answers.outputs : [null];
      for (const output of outputs)
        add({ type: `xstate.done.actor.${id}`, output: fromJson(output) });
      const errors = answers?.errors.length
        ? answers.errors.map((error) => fromJson(error))
        : [new Error('stand-in failure')];
      for (const error of errors) add({ type: `xstate.error.actor.${id}`, error });
    }
  }
  for (const transition of diagram.transitions) {
    if (transition.kind === 'after') add({ type: transition.eventType });
  }
  return [...byKey.values()];
}

/** A generated path's events (indices in the machine's `events`) as indices in its catalog. */
export function pathInCatalog(
  data: StudioMachineData,
  catalog: EventObject[],
  events: number[],
): number[] {
  const byKey = new Map(catalog.map((event, index) => [eventKey(event), index]));
  return events.flatMap((index) => {
    const at = byKey.get(eventKey(fromJson(data.events[index] ?? null) as EventObject));
    return at === undefined ? [] : [at];
  });
}

const isMachineActor = (actor: AnyActor | undefined): actor is AnyActor =>
  Boolean(actor && typeof actor.logic === 'object' && actor.logic && 'root' in actor.logic);

/** The child machines of a snapshot whose active states wait for the delay `type`. */
function childWaitingFor(snapshot: AnyMachineSnapshot, type: string): AnyActor | undefined {
  return Object.values(snapshot.children as Record<string, AnyActor>).find(
    (child) =>
      isMachineActor(child) &&
      activeNodes(child.logic, child.getSnapshot()).some((node) =>
        node.after.some((after) => after.eventType === type),
      ),
  );
}

/** True when the active states (or a child machine's) would take the event now. */
export function accepts(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): boolean {
  if (snapshot.status !== 'active') return false;
  if (event.type.startsWith('xstate.after.')) {
    const own = activeNodes(machine, snapshot).some((node) =>
      node.after.some((after) => after.eventType === event.type),
    );
    return own || Boolean(childWaitingFor(snapshot, event.type));
  }
  try {
    return snapshot.can(event);
  } catch {
    // A guard reading a payload this event does not carry: not this event's state.
    return false;
  }
}

/**
 * The time as play reads it, the path tests' clock: the paths' start instant, moved on by a
 * delay while it fires (a session's timer fires at its expiry). A machine that reads the time
 * gets it through its input (the session's `now`), so play and the generated paths agree.
 */
let instant = PATHS_START;
const playClock = () => instant;

/**
 * Sends an event the way time or a call would deliver it. A child machine's delay (a
 * countdown) runs until the child leaves its state, since the parent only sees that, as the
 * path tests' replay does (tests/machines/support/paths.ts).
 */
function deliver(machine: AnyStateMachine, actor: AnyActorRef, event: EventObject): void {
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const child = childWaitingFor(snapshot, event.type);
  if (!child) {
    instant = PATHS_START + delayOf(machine, snapshot, event.type);
    try {
      actor.send(event);
    } finally {
      instant = PATHS_START;
    }
    return;
  }
  const from = JSON.stringify(child.getSnapshot().value);
  for (let tick = 0; tick < 10_000; tick++) {
    child.send(event);
    const now = child.getSnapshot() as AnyMachineSnapshot;
    if (JSON.stringify(now.value) !== from || !childWaitingFor(actor.getSnapshot(), event.type))
      break;
  }
}

export type Position = {
  snapshot: AnyMachineSnapshot;
  /** The ids of the state nodes active now. */
  active: Set<string>;
  /** The first step that failed to play (a link made for an older machine), if any. */
  brokenAt?: number;
};

/** The machine after `events` from the start, on a fresh actor (each call replays). */
export function play(machine: AnyStateMachine, input: Json, events: EventObject[]): Position {
  const playable = withStandInActors(machine);
  const actor = createActor(playable, {
    input: fromJson(input, () => playClock),
    clock: new SimulatedClock(),
  });
  let brokenAt: number | undefined;
  actor.subscribe({ error: () => {} });
  actor.start();
  for (const [index, event] of events.entries()) {
    if (!accepts(playable, actor.getSnapshot(), event)) {
      brokenAt = index;
      break;
    }
    deliver(playable, actor, event);
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return {
    snapshot,
    active: new Set(activeNodes(playable, snapshot).map((node) => node.id)),
    ...(brokenAt === undefined ? {} : { brokenAt }),
  };
}

/** The context as readable JSON: a child actor as its id and state (not its bare reference). */
export function contextText(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify(
    snapshot.context ?? null,
    function readable(this: Record<string, unknown>, key: string, value: unknown) {
      // The replacer sees what `toJSON` made of an actor; its holder still has the actor.
      const raw = this[key];
      if (raw && typeof raw === 'object' && 'sessionId' in raw && 'getSnapshot' in raw) {
        const ref = raw as AnyActorRef;
        return `actor ${ref.id} in ${stateText(toJson((ref.getSnapshot() as AnyMachineSnapshot).value))}`;
      }
      return value;
    },
    2,
  );
}
