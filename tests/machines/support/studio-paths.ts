import type { AnyStateMachine } from 'xstate';
import { eventKey, type Json } from '../../../src/studio/model/event-json';
import type { PathModel } from '../models/path-model';
import { generatePaths, type MachinePath, withStandInActors } from './paths';

/**
 * The generated path a test copied from the flows studio names by its events (as the studio
 * stores them), with the machine (calls stood in) and model to replay it. Fails with the reason
 * when the machine or its model no longer generates that path.
 */
export function findStudioPath(
  original: AnyStateMachine,
  model: PathModel | undefined,
  events: Json[],
): { machine: AnyStateMachine; model: PathModel; path: MachinePath } {
  if (!model) throw new Error(`${original.id} has no path model (tests/machines/models)`);
  const machine = withStandInActors(original);
  const wanted = JSON.stringify(events);
  const path = generatePaths(machine, model).find(
    (candidate) =>
      JSON.stringify(candidate.steps.slice(1).map((step) => JSON.parse(eventKey(step.event)))) ===
      wanted,
  );
  if (!path) {
    throw new Error(
      `${original.id}: its path model no longer generates this path (the machine or its model changed)`,
    );
  }
  return { machine, model, path };
}
