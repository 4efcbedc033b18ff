/**
 * The studio's build-time data (src/studio/model/studio-data.ts), printed as JSON: for every
 * machine of the registry, the paths the path tests generate, their coverage and the path
 * model's sample answers. The studio's Vite config runs it; `npx tsx scripts/studio/flows-data.ts`
 * shows it.
 */
import { pathToFileURL } from 'node:url';
import { type MachineName, machineRegistry } from '../../src/machines';
import { type Json, toJson } from '../../src/studio/model/event-json';
import type {
  StudioData,
  StudioMachineData,
  StudioPathStep,
} from '../../src/studio/model/studio-data';
import { pathModels } from '../../tests/machines/models';
import { measureCoverage } from '../../tests/machines/support/coverage';
import { sourceFileOf } from '../machines/docs';

export function machineData(name: MachineName): StudioMachineData {
  const { machine, description } = machineRegistry[name];
  const base = { name, description, source: sourceFileOf(name) };
  const model = pathModels[name];
  if (!model) return { ...base, paths: [], answers: {}, events: [], values: [], inputs: [null] };
  const coverage = measureCoverage(machine, model);
  const events = new IndexedTable();
  const values = new IndexedTable();
  const inputs = new IndexedTable();
  for (const input of model.inputs) inputs.indexOf(input);
  const paths = coverage.paths.map(({ path }) => ({
    kind: path.kind,
    input: inputs.indexOf(path.input),
    steps: path.steps.map(
      (step): StudioPathStep => [events.indexOf(step.event), values.indexOf(step.state.value)],
    ),
  }));
  const invokeIds = new Set([
    ...Object.keys(model.actorOutputs ?? {}),
    ...Object.keys(model.actorErrors ?? {}),
  ]);
  const answers = Object.fromEntries(
    [...invokeIds].map((id) => [
      id,
      {
        outputs: (model.actorOutputs?.[id] ?? []).map(toJson),
        errors: (model.actorErrors?.[id] ?? []).map(toJson),
      },
    ]),
  );
  return {
    ...base,
    coverage: {
      states: { reached: coverage.states.reached, total: coverage.states.total },
      transitions: { taken: coverage.transitions.taken, total: coverage.transitions.total },
    },
    paths,
    answers,
    events: events.rows,
    values: values.rows,
    inputs: inputs.rows,
  };
}

/** Values stored once each (as `toJson` writes them) and named by their index. */
class IndexedTable {
  readonly rows: Json[] = [];
  private readonly indices = new Map<string, number>();
  indexOf(value: unknown): number {
    const json = toJson(value);
    const key = JSON.stringify(json);
    let index = this.indices.get(key);
    if (index === undefined) {
      index = this.rows.push(json) - 1;
      this.indices.set(key, index);
    }
    return index;
  }
}

export function flowsData(): StudioData {
  return { machines: (Object.keys(machineRegistry) as MachineName[]).map(machineData) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(JSON.stringify(flowsData()));
}
