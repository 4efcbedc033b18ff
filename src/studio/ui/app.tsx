import data from 'virtual:flows-data';
import { MachineIndex } from './machine-index';
import { MachinePage } from './machine-page';
import { useHashRoute } from './use-hash-route';

/** The flows studio: the machine list, or one machine's diagram with play and its paths. */
export function App() {
  const route = useHashRoute();
  const machine =
    route.page === 'index' ? undefined : data.machines.find((m) => m.name === route.name);
  return (
    <div className="studio">
      <header className="studio-header">
        <a href="#/" className="studio-brand">
          SignalHand <span>flows studio</span>
        </a>
      </header>
      {route.page !== 'index' && machine ? (
        <MachinePage key={machine.name} data={machine} route={route} />
      ) : (
        <MachineIndex
          machines={data.machines}
          unknown={route.page === 'index' ? undefined : route.name}
        />
      )}
    </div>
  );
}
