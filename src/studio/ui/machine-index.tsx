import type { StudioMachineData } from '../model/studio-data';
import { CoverageText } from './coverage-text';
import { routeHash } from './use-hash-route';

/** Every machine of the registry with what it does and how much of it the path tests reach. */
export function MachineIndex({
  machines,
  unknown,
}: {
  machines: StudioMachineData[];
  unknown?: string;
}) {
  return (
    <main className="studio-main">
      <h1>The flows</h1>
      <p className="muted">
        Every flow of the product, drawn from the same machine definitions the site runs. Pick one
        to read its diagram, play it step by step, or walk the paths the tests generate.
      </p>
      {unknown ? (
        <p className="notice" role="alert">
          There is no machine called “{unknown}”.
        </p>
      ) : null}
      <ul className="machine-list">
        {machines.map((machine) => (
          <li key={machine.name}>
            <a href={routeHash({ page: 'machine', name: machine.name, steps: [], input: 0 })}>
              <strong>{machine.name}</strong>
              <span className="muted">{machine.description}</span>
              <CoverageText machine={machine} />
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
