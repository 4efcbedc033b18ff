import { useMemo } from 'react';
import { machineRegistry } from '../../machines';
import { toDiagram } from '../model/diagram';
import { stateText } from '../model/path-steps';
import type { StudioMachineData, StudioPath } from '../model/studio-data';
import { eventCatalog, pathInCatalog, play } from '../play/player';
import { CoverageText } from './coverage-text';
import { DiagramView } from './diagram-view';
import { PathsPanel } from './paths-panel';
import { PlayPanel } from './play-panel';
import { navigate, type Route, routeHash } from './use-hash-route';

type Props = { data: StudioMachineData; route: Exclude<Route, { page: 'index' }> };

/** One machine: its diagram beside either play or its paths. */
export function MachinePage({ data, route }: Props) {
  const { machine } = machineRegistry[data.name as keyof typeof machineRegistry];
  const diagram = useMemo(() => toDiagram(machine), [machine]);
  const catalog = useMemo(() => eventCatalog(data, diagram), [data, diagram]);
  const steps = route.page === 'machine' ? route.steps : [];
  const events = useMemo(
    () => steps.flatMap((index) => (catalog[index] ? [catalog[index]] : [])),
    [steps, catalog],
  );
  const inputIndex =
    route.page === 'machine' && data.inputs[route.input] !== undefined ? route.input : 0;
  const input = data.inputs[inputIndex] ?? null;
  const position = useMemo(() => play(machine, input, events), [machine, input, events]);

  const goTo = (next: number[], from = inputIndex) => {
    const reached = play(
      machine,
      data.inputs[from] ?? null,
      next.flatMap((index) => (catalog[index] ? [catalog[index]] : [])),
    );
    navigate(
      { page: 'machine', name: data.name, steps: next, input: from },
      stateText(reached.snapshot.value as never),
    );
  };
  /** A generated path played on the diagram: its events as play's steps, from its input. */
  const playPath = (path: StudioPath) =>
    goTo(
      pathInCatalog(
        data,
        catalog,
        path.steps.slice(1).map(([event]) => event),
      ),
      path.input,
    );

  return (
    <main className="studio-machine">
      <div className="machine-heading">
        <h1>{data.name}</h1>
        <p className="muted">{data.description}</p>
        <p className="muted small">
          <CoverageText machine={data} /> · <code>{data.source}</code>
        </p>
        <nav className="tabs" aria-label="Views">
          <a
            href={routeHash({ page: 'machine', name: data.name, steps, input: inputIndex })}
            aria-current={route.page === 'machine' ? 'page' : undefined}
          >
            Play
          </a>
          <a
            href={routeHash({ page: 'paths', name: data.name, to: '' })}
            aria-current={route.page === 'paths' ? 'page' : undefined}
          >
            Paths ({data.paths.length})
          </a>
        </nav>
      </div>
      <div className="machine-body">
        <DiagramView diagram={diagram} active={position.active} />
        {route.page === 'machine' ? (
          <PlayPanel
            machine={machine}
            catalog={catalog}
            steps={steps}
            position={position}
            onStep={(index) => goTo([...steps, index])}
            onUndo={() => goTo(steps.slice(0, -1))}
            onRestart={() => goTo([])}
            inputs={data.inputs}
            input={inputIndex}
            onInput={(next) => goTo([], next)}
          />
        ) : (
          <PathsPanel data={data} to={route.to} onPlay={playPath} />
        )}
      </div>
    </main>
  );
}
