import type { Json } from './event-json';

/**
 * What the build computes in Node for the studio (scripts/studio/flows-data.ts): the paths the
 * path tests generate, their coverage, and the path models' sample answers. The browser computes
 * the rest (diagram, layout, play) from the machine definitions themselves.
 */
/**
 * One step of a path: the index of the event that led here in the machine's `events` (the
 * first step's is `xstate.init`) and of the state value reached in its `values`. Paths repeat
 * their events, answers and states hundreds of times: indices keep the data small.
 */
export type StudioPathStep = [event: number, value: number];

export type StudioPath = {
  kind: 'shortest' | 'transition' | 'simple';
  /** Index in the machine's `inputs`. */
  input: number;
  steps: StudioPathStep[];
};

export type StudioCoverage = {
  states: { reached: number; total: number };
  transitions: { taken: number; total: number };
};

export type StudioMachineData = {
  name: string;
  description: string;
  /** `src/machines/<folder>/machine.ts`. */
  source: string;
  /** Absent for a machine with no path model yet. */
  coverage?: StudioCoverage;
  paths: StudioPath[];
  /** Every event of the paths, as `toJson` stores it, each once. */
  events: Json[];
  /** Every state value the paths reach, each once. */
  values: Json[];
  /** The path model's inputs, each once; play starts from the first. */
  inputs: Json[];
  /** The path model's sample answers of each invoked call, by invoke id. */
  answers: Record<string, { outputs: Json[]; errors: Json[] }>;
};

export type StudioData = { machines: StudioMachineData[] };
