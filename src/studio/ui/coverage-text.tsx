import type { StudioMachineData } from '../model/studio-data';

/** `states 12/12 · transitions 24/24 · 268 paths`, as docs/machines reports coverage. */
export function CoverageText({ machine }: { machine: StudioMachineData }) {
  const { coverage } = machine;
  if (!coverage) return <span className="coverage">no path model yet</span>;
  const full =
    coverage.states.reached === coverage.states.total &&
    coverage.transitions.taken === coverage.transitions.total;
  return (
    <span className={full ? 'coverage full' : 'coverage'}>
      states {coverage.states.reached}/{coverage.states.total} · transitions{' '}
      {coverage.transitions.taken}/{coverage.transitions.total} · {machine.paths.length} paths
    </span>
  );
}
