import type { Json } from './event-json';
import { pathLine } from './path-steps';

/**
 * "Copy as a test": a path as a test file in the path tests' style (tests/machines/paths.test.ts):
 * the path is found among those the machine's path model generates, its states checked, then
 * replayed on a live actor with stand-in calls and controlled time, where every state, context
 * and invariant is checked. Saved in `tests/machines/`, it runs with
 * `npx vitest run --project unit tests/machines/<file>`.
 */
export function copyAsTest(
  machineName: string,
  kind: string,
  steps: Array<{ event: Json; value: Json }>,
): string {
  const events = steps.slice(1).map((step) => step.event);
  const values = steps.map((step) => step.value);
  const title = `${machineName}: ${pathLine(steps)}`;
  return `// A ${kind} path of the ${machineName} machine, copied from the flows studio (npm run flows).
// Save it in tests/machines/ and run: npx vitest run --project unit tests/machines/<this file>
import { expect, it } from 'vitest';
import { machineRegistry } from '../../src/machines';
import { pathModels } from './models';
import { replayPath } from './support/paths';
import { findStudioPath } from './support/studio-paths';

const events = ${JSON.stringify(events, null, 2)};

const states = ${JSON.stringify(values, null, 2)};

it(${JSON.stringify(title)}, () => {
  const { machine, model, path } = findStudioPath(machineRegistry.${machineName}.machine, pathModels.${machineName}, events);
  expect(path.steps.map((step) => step.state.value)).toEqual(states);
  expect(replayPath(machine, model, path).failure).toBeUndefined();
});
`;
}
