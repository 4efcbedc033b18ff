import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachineName } from '../../../src/machines';

/**
 * What a path-coverage run needs to know about one machine beyond its definition.
 * Events for finished or failed invocations and for delays are derived from the states
 * themselves; a model only lists what a person does, the sample results of invoked actors,
 * the inputs to start from and the invariants that must hold in every state reached.
 */
export type PathModel = {
  /** Each input starts its own traversal (a machine may behave differently per input). */
  inputs: unknown[];
  /** Events a person or the app sends, with sample payloads, tried in every state. */
  events: EventObject[];
  /** Sample outputs of invoked actors by invoke id (`xstate.done.actor.<id>`). */
  actorOutputs?: Record<string, unknown[]>;
  /** Sample errors of invoked actors by invoke id (`xstate.error.actor.<id>`). */
  actorErrors?: Record<string, unknown[]>;
  /** Rules that hold in every state of every path. */
  invariants?: Array<{ description: string; holds: (snapshot: AnyMachineSnapshot) => boolean }>;
  /** Bounds the traversal of machines whose context grows (counters, lists). */
  limit?: number;
};

/** Machines without a model yet show as todo in the path tests and fail the coverage report. */
export const pathModels: Partial<Record<MachineName, PathModel>> = {
  cookieBanner: {
    inputs: [{ dismissedBefore: false }, { dismissedBefore: true }],
    events: [{ type: 'banner.allow' }],
    invariants: [
      {
        description: 'a banner dismissed before is never shown again',
        holds: (snapshot) => !(snapshot.context.dismissedBefore && snapshot.matches('Visible')),
      },
    ],
  },
};
