import { describe, expect, it } from 'vitest';
import { machineData } from '../../scripts/studio/flows-data';
import { type MachineName, machineRegistry } from '../../src/machines';
import { toDiagram } from '../../src/studio/model/diagram';
import { eventCatalog, pathInCatalog, play } from '../../src/studio/play/player';

/**
 * The studio's play (src/studio/play/player.ts) follows the generated paths as the path tests
 * replay them: each path, played from its input through the studio's catalogue of events, is in
 * the path's state at every step. Machines with child machines, delays and a clock read through
 * their input (the session) among them.
 */
describe.each(['signupWizard', 'session', 'subscription', 'resetWizard'] as MachineName[])(
  'playing the paths of %s in the studio',
  (name) => {
    const { machine } = machineRegistry[name];
    const data = machineData(name);
    const catalog = eventCatalog(data, toDiagram(machine));

    it('reaches the state of each step of every path', () => {
      expect(data.paths.length).toBeGreaterThan(0);
      for (const path of data.paths) {
        const steps = pathInCatalog(
          data,
          catalog,
          path.steps.slice(1).map(([event]) => event),
        );
        expect(steps).toHaveLength(path.steps.length - 1);
        const input = data.inputs[path.input] ?? null;
        for (const [at, [, value]] of path.steps.entries()) {
          const position = play(
            machine,
            input,
            steps.slice(0, at).map((index) => catalog[index] as never),
          );
          expect(position.brokenAt).toBeUndefined();
          expect(position.snapshot.value).toEqual(data.values[value]);
        }
      }
      // Each step replays its path from the start, as undo and a shared link do: seconds.
    }, 60_000);
  },
);
