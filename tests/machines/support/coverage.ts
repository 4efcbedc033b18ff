import type { AnyStateMachine } from 'xstate';
import type { PathModel } from '../models/path-model';
import {
  allStateNodes,
  allTransitionKeys,
  generatePaths,
  type MachinePath,
  type ReplayResult,
  replayPath,
  withStandInActors,
} from './paths';

export type MachineCoverage = {
  paths: Array<{ path: MachinePath; result: ReplayResult }>;
  states: { reached: number; total: number; missing: string[] };
  transitions: { taken: number; total: number; missing: string[] };
};

/** Generates every path of a machine, replays each, and counts what they reached. */
export function measureCoverage(original: AnyStateMachine, model: PathModel): MachineCoverage {
  const machine = withStandInActors(original);
  const paths = generatePaths(machine, model).map((path) => ({
    path,
    result: replayPath(machine, model, path),
  }));
  const reached = new Set(paths.flatMap(({ result }) => [...result.statesReached]));
  const taken = new Set(paths.flatMap(({ result }) => [...result.transitionsTaken]));
  const allStates = allStateNodes(machine).map((node) => node.id);
  const allTransitions = allTransitionKeys(machine);
  const missingStates = allStates.filter((state) => !reached.has(state));
  const missingTransitions = allTransitions.filter((key) => !taken.has(key));
  return {
    paths,
    states: {
      reached: allStates.length - missingStates.length,
      total: allStates.length,
      missing: missingStates,
    },
    transitions: {
      taken: allTransitions.length - missingTransitions.length,
      total: allTransitions.length,
      missing: missingTransitions,
    },
  };
}

export function coverageLine(name: string, coverage: MachineCoverage): string {
  const { states, transitions, paths } = coverage;
  return `${name.padEnd(24)} states ${states.reached}/${states.total}   transitions ${transitions.taken}/${transitions.total}   paths ${paths.length}`;
}
