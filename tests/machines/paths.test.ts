import { afterAll, describe, expect, it } from 'vitest';
import { type MachineName, machineRegistry } from '../../src/machines';
import { pathModels } from './models';
import { coverageLine, type MachineCoverage, measureCoverage } from './support/coverage';

/**
 * Path-coverage tests generated from every machine in the registry with @xstate/graph: shortest
 * paths, a path for each transition back to a state already reached, and simple paths where the
 * model allows them; each replayed on a live actor with stand-in actors and controlled time,
 * checking the state, the context and the invariants at every step.
 */
const names = Object.keys(machineRegistry) as MachineName[];
const report = new Map<MachineName, MachineCoverage>();

describe.each(names)('the %s machine', (name) => {
  const model = pathModels[name];
  if (!model) {
    it.todo('has a path model (tests/machines/support/path-models.ts)');
    return;
  }
  const coverage = measureCoverage(machineRegistry[name].machine, model);
  report.set(name, coverage);

  it.each(
    coverage.paths.map(({ path, result }) => [
      `${path.kind} path ${path.steps.map((step) => step.event.type).join(' → ')} from ${JSON.stringify(path.input)}`,
      result.failure,
    ]),
  )('follows the %s', (_title, failure) => {
    expect(failure).toBeUndefined();
  });

  it('reaches 100% of its states and transitions', () => {
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

afterAll(() => {
  const lines = [...report].map(([name, coverage]) => `  ${coverageLine(name, coverage)}`);
  console.log(`Path coverage per machine:\n${lines.join('\n')}`);
});
