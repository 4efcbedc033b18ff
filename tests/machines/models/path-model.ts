import type { AnyMachineSnapshot, EventObject } from 'xstate';

/** The instant every path starts at: the harness's clock (`pathClock`) reads it at first. */
export const PATHS_START = Date.parse('2026-01-01T09:00:00Z');

/** An event with its payload, as a model writes it. */
export type PathEvent = EventObject & Record<string, unknown>;

/** What an invariant sees: the snapshot reached, the event that led there and the one before. */
export type Step = { event: EventObject; previous?: AnyMachineSnapshot };

/**
 * What a path-coverage run needs to know about one machine beyond its definition.
 * Events for finished or failed invocations and for delays are derived from the states
 * themselves; a model only lists what a person does, the sample results of invoked actors,
 * the inputs to start from and the invariants that must hold in every state reached.
 */
export type PathModel = {
  /** Each input starts its own traversal (a machine may behave differently per input). */
  inputs: unknown[];
  /**
   * Events a person or the app sends, with sample payloads, tried in every state; or chosen
   * per state, to keep a form's state space small (context is part of the state key).
   */
  events: PathEvent[] | ((snapshot: AnyMachineSnapshot) => PathEvent[]);
  /** Sample outputs of invoked actors by invoke id (`xstate.done.actor.<id>`). */
  actorOutputs?: Record<string, unknown[]>;
  /** Sample errors of invoked actors by invoke id (`xstate.error.actor.<id>`). */
  actorErrors?: Record<string, unknown[]>;
  /** Rules that hold in every state of every path. */
  invariants?: Array<{
    description: string;
    holds: (snapshot: AnyMachineSnapshot, step: Step) => boolean;
  }>;
  /** Fails a traversal that visits more states than this (a context that never stops growing). */
  limit?: number;
  /** Simple paths multiply with every loop of a form; `false` keeps only the shortest paths. */
  simplePaths?: boolean;
};

type StateValue = Parameters<AnyMachineSnapshot['matches']>[0];

/** True on the step that enters a state (not on the steps that stay in it). */
export const entered = (state: StateValue, snapshot: AnyMachineSnapshot, { previous }: Step) =>
  snapshot.matches(state) && !previous?.matches(state);

/**
 * A form filled the way a person does, one field at a time in screen order: only the first
 * field not yet at its sample value is offered, so the state space grows with the number of
 * fields, not with their combinations.
 */
export function nextField<F extends string>(
  values: Record<F, unknown>,
  samples: Array<[F, string | boolean]>,
): PathEvent[] {
  const next = samples.find(([field, value]) => values[field] !== value);
  return next ? [{ type: 'field.change', field: next[0], value: next[1] }] : [];
}
