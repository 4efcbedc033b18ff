import { useMemo, useState } from 'react';
import { copyAsTest } from '../model/copy-as-test';
import type { Json } from '../model/event-json';
import { pathSteps, stateText } from '../model/path-steps';
import type { StudioMachineData, StudioPath } from '../model/studio-data';
import { navigate } from './use-hash-route';

type Props = { data: StudioMachineData; to: string; onPlay: (path: StudioPath) => void };

/** Paths are many (a form's can be a thousand): the list shows this many at a time. */
const PAGE = 50;

const stepsOf = (data: StudioMachineData, path: StudioPath) =>
  path.steps.map(([event, value]) => ({
    event: data.events[event] ?? null,
    value: data.values[value] ?? null,
  }));

/** The state a path ends in, as the filter names it. */
const endStateOf = (data: StudioMachineData, path: StudioPath) =>
  stateText((data.values[path.steps.at(-1)?.[1] ?? 0] ?? null) as Json);

/** The generated paths of a machine as readable steps, filtered by the state they end in. */
export function PathsPanel({ data, to, onPlay }: Props) {
  const [shown, setShown] = useState(PAGE);
  const [copied, setCopied] = useState<{ index: number; test: string } | null>(null);
  const endOf = (path: StudioPath) => endStateOf(data, path);
  const ends = useMemo(
    () => [...new Set(data.paths.map((path) => endStateOf(data, path)))].sort(),
    [data],
  );
  const paths = data.paths
    .map((path, index) => ({ path, index }))
    .filter(({ path }) => !to || endOf(path) === to);

  const copy = (index: number, path: StudioPath) => {
    const test = copyAsTest(data.name, path.kind, stepsOf(data, path));
    void navigator.clipboard?.writeText(test).catch(() => {});
    setCopied({ index, test });
  };

  if (data.paths.length === 0) {
    return (
      <section className="panel">
        <h2>Paths</h2>
        <p className="muted">This machine has no path model yet (tests/machines/models).</p>
      </section>
    );
  }
  return (
    <section className="panel" aria-labelledby="paths-heading">
      <h2 id="paths-heading">Paths</h2>
      <label className="field">
        <span>Ending in</span>
        <select
          value={to}
          onChange={(event) => navigate({ page: 'paths', name: data.name, to: event.target.value })}
        >
          <option value="">any state ({data.paths.length})</option>
          {ends.map((end) => (
            <option key={end} value={end}>
              {end}
            </option>
          ))}
        </select>
      </label>
      <p className="muted small">
        {paths.length} paths. “Copy as a test” gives a test file for <code>tests/machines/</code>.
      </p>
      <ol className="paths">
        {paths.slice(0, shown).map(({ path, index }) => {
          const steps = stepsOf(data, path);
          return (
            <li key={index} className="path">
              <p className="path-title">
                <span className="badge">{path.kind}</span> to <strong>{endOf(path)}</strong>,{' '}
                {steps.length - 1} steps
              </p>
              <ol className="path-steps">
                <li className="muted">starts in {stateText(steps[0]?.value ?? null)}</li>
                {pathSteps(steps).map((step, at) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a step's place is its identity
                  <li key={at}>
                    {step.event} <span aria-hidden="true">→</span> <strong>{step.state}</strong>
                  </li>
                ))}
              </ol>
              <div className="row">
                <button type="button" onClick={() => onPlay(path)}>
                  Play it
                </button>
                <button type="button" onClick={() => copy(index, path)}>
                  Copy as a test
                </button>
              </div>
              {copied?.index === index ? <pre className="copied-test">{copied.test}</pre> : null}
            </li>
          );
        })}
      </ol>
      {paths.length > shown ? (
        <button type="button" onClick={() => setShown(shown + PAGE)}>
          Show {Math.min(PAGE, paths.length - shown)} more
        </button>
      ) : null}
    </section>
  );
}
