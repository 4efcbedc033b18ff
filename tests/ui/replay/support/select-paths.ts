import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { PathModel } from '../../../machines/models/path-model';
import {
  activeNodes,
  allStateNodes,
  allTransitionKeys,
  generatePaths,
  type MachinePath,
  replayPath,
  withStandInActors,
} from '../../../machines/support/paths';

/** A state value as one key: `Code.Editing`. */
export function stateKey(snapshot: AnyMachineSnapshot): string {
  const flatten = (value: unknown): string =>
    typeof value === 'string'
      ? value
      : Object.entries(value as Record<string, unknown>)
          .map(([parent, child]) => `${parent}.${flatten(child)}`)
          .join(',');
  return flatten(snapshot.value);
}

/** An event with the sample it carries: the same call ending another way is another step. */
function eventKey(event: EventObject): string {
  const { type, ...payload } = event as EventObject & { error?: unknown };
  if (payload.error instanceof Error) {
    const { name, message } = payload.error;
    const status = (payload.error as { status?: number }).status;
    return `${type} ${name} ${status ?? ''} ${message}`;
  }
  return `${type} ${JSON.stringify(payload)}`;
}

/** What a person sees in a snapshot, as a key: two snapshots with one key look alike. */
export type ScreenKey = (snapshot: AnyMachineSnapshot) => string;

/**
 * Every state, transition and distinct step (state, event with its sample, state) a path
 * takes, and every distinct screen it shows.
 */
function itemsOf(
  machine: AnyStateMachine,
  model: PathModel,
  path: MachinePath,
  screenKey: ScreenKey,
): Set<string> {
  const { statesReached, transitionsTaken } = replayPath(machine, model, path);
  const steps = path.steps
    .slice(1)
    .map(
      (step, index) =>
        `step ${stateKey((path.steps[index] as { state: AnyMachineSnapshot }).state)} ${eventKey(step.event)} ${stateKey(step.state)}`,
    );
  return new Set([
    ...[...statesReached].map((state) => `state ${state}`),
    ...[...transitionsTaken].map((transition) => `transition ${transition}`),
    ...steps,
    ...path.steps.map((step) => `screen ${screenKey(step.state)}`),
  ]);
}

/**
 * The path harness lets a child's timer (the resend countdown) run out at once, so it may do so
 * while the machine itself waits on a shorter timer of its own (the 1.5 s before /login). On a
 * real clock the machine's timer fires first: such a path cannot happen on screen.
 */
function happensInRealTime(machine: AnyStateMachine, path: MachinePath): boolean {
  return path.steps.slice(1).every(({ event }, index) => {
    if (!event.type.startsWith('xstate.after.')) return true;
    const before = (path.steps[index] as { state: AnyMachineSnapshot }).state;
    const ownDelays = activeNodes(machine, before).flatMap((node) =>
      node.after.map((after) => after.eventType),
    );
    return ownDelays.length === 0 || ownDelays.includes(event.type);
  });
}

export type PathChoice = {
  generated: number;
  /** Those that can happen on a real clock. */
  possible: number;
  chosen: MachinePath[];
  /** States and transitions of the machine the chosen paths leave out (none, or the test fails). */
  missing: string[];
};

/**
 * The generated paths of the machine (the same as the path tests), narrowed for the screens: a
 * greedy cover keeps the path that adds most not yet replayed (states, transitions, distinct
 * steps with each sample answer counted apart, and distinct screens), until every one is
 * replayed once. Paths that only repeat what others show are left out.
 */
export function choosePaths(
  original: AnyStateMachine,
  model: PathModel,
  screenKey: ScreenKey,
): PathChoice {
  const machine = withStandInActors(original);
  const generated = generatePaths(machine, model);
  const paths = generated.filter((path) => happensInRealTime(machine, path));
  const items = paths.map((path) => itemsOf(machine, model, path, screenKey));
  const covered = new Set<string>();
  const chosen: MachinePath[] = [];
  for (;;) {
    const gains = items.map((set) => [...set].filter((item) => !covered.has(item)).length);
    const best = gains.indexOf(Math.max(0, ...gains));
    if (best < 0 || (gains[best] ?? 0) === 0) break;
    chosen.push(paths[best] as MachinePath);
    for (const item of items[best] ?? []) covered.add(item);
  }
  const required = [
    ...allStateNodes(machine).map((node) => `state ${node.id}`),
    ...allTransitionKeys(machine).map((key) => `transition ${key}`),
  ];
  return {
    generated: generated.length,
    possible: paths.length,
    chosen,
    missing: required.filter((item) => !covered.has(item)),
  };
}
