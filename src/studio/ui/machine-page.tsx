import { useMemo } from 'react';
import { machineRegistry } from '../../machines';
import { toDiagram } from '../model/diagram';
import { eventKey, fromJson } from '../model/event-json';
import { stateText } from '../model/path-steps';
import type { StudioMachineData } from '../model/studio-data';
import { eventCatalog, play } from '../play/player';
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
  const catalogIndex = useMemo(
    () => new Map(catalog.map((event, index) => [eventKey(event), index])),
    [catalog],
  );
  const steps = route.page === 'machine' ? route.steps : [];
  const events = useMemo(
    () => steps.flatMap((index) => (catalog[index] ? [catalog[index]] : [])),
    [steps, catalog],
  );
  const input = data.inputs[0] ?? null;
  const position = useMemo(() => play(machine, input, events), [machine, input, events]);

  const goTo = (next: number[]) => {
    const reached = play(
      machine,
      input,
      next.flatMap((index) => (catalog[index] ? [catalog[index]] : [])),
    );
    navigate(
      { page: 'machine', name: data.name, steps: next },
      stateText(reached.snapshot.value as never),
    );
  };
  /** A generated path played on the diagram: its events as play's steps. */
  const playPath = (pathEvents: number[]) =>
    goTo(
      pathEvents.flatMap((index) => {
        const key = eventKey(fromJson(data.events[index] ?? null) as never);
        const at = catalogIndex.get(key);
        return at === undefined ? [] : [at];
      }),
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
            href={routeHash({ page: 'machine', name: data.name, steps })}
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
          />
        ) : (
          <PathsPanel data={data} to={route.to} onPlay={playPath} />
        )}
      </div>
    </main>
  );
}
