import { act, cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActor, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { PATHS_START, type PathModel } from '../../../machines/models/path-model';
import { activeNodes, delayOf, type MachinePath } from '../../../machines/support/paths';
import { answerInvoke, isInvokeResult, resetEdge, type ServiceCalls } from './edge';
import { forgetPageActors, pageSnapshot } from './page-actor';
import type { RenderedPage } from './render-page';
import { expectScreen, type Seen } from './screen';
import { choosePaths, stateKey } from './select-paths';

/** What a person sees in each state of a machine, keyed by `stateKey` (`Code.Editing`). */
export type ScreenTable<S = AnyMachineSnapshot> = Record<string, (snapshot: S) => Seen>;

/** What a person does on screen for each event a path sends, keyed by event type. */
export type PersonTable<S = AnyMachineSnapshot> = Record<
  string,
  (event: EventObject & Record<string, unknown>, before: S) => void
>;

export type ScreenReplay<S = AnyMachineSnapshot> = {
  machine: AnyStateMachine;
  model: PathModel;
  /** Renders the page for a path's input. */
  render: (input: unknown) => RenderedPage;
  screens: ScreenTable<S>;
  person: PersonTable<S>;
  calls: ServiceCalls;
};

/** Lets React, the actors and the answered promises settle, without moving the clock. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

const waitsFor = (logic: AnyStateMachine, snapshot: AnyMachineSnapshot, eventType: string) =>
  activeNodes(logic, snapshot).some((node) =>
    node.after.some((after) => after.eventType === eventType),
  );

/**
 * Time passes as the path harness lets it: a delay of the machine passes once; a child's delay
 * (the resend countdown) passes again and again until the child leaves the state it is in.
 */
async function letTimePass(machine: AnyStateMachine, before: AnyMachineSnapshot, type: string) {
  if (waitsFor(machine, before, type)) {
    await act(() => vi.advanceTimersByTimeAsync(delayOf(machine, before, type)));
    return;
  }
  const page = pageSnapshot(machine.id);
  const child = Object.values(page.children as Record<string, AnyActor>).find(
    (ref) => 'root' in ref.logic && waitsFor(ref.logic, ref.getSnapshot(), type),
  );
  if (!child) throw new Error(`nothing on the page waits for ${type}`);
  const from = JSON.stringify(child.getSnapshot().value);
  // One act for the whole countdown: the screen is checked once it has run out.
  await act(async () => {
    for (let tick = 0; tick < 10_000; tick++) {
      const now = child.getSnapshot() as AnyMachineSnapshot;
      if (JSON.stringify(now.value) !== from || !waitsFor(child.logic, now, type)) return;
      await vi.advanceTimersByTimeAsync(delayOf(child.logic, now, type));
    }
  });
}

async function perform<S>(
  replay: ScreenReplay<S>,
  event: EventObject & Record<string, unknown>,
  before: AnyMachineSnapshot,
) {
  if (isInvokeResult(event)) return answerInvoke(event, replay.calls);
  if (event.type.startsWith('xstate.after.'))
    return letTimePass(replay.machine, before, event.type);
  const action = replay.person[event.type];
  if (!action) throw new Error(`no on-screen action for the event '${event.type}'`);
  act(() => action(event, before as S));
}

async function replayOnScreen<S>(replay: ScreenReplay<S>, path: MachinePath) {
  const page = replay.render(path.input);
  await settle();
  for (const [index, { event, state }] of path.steps.entries()) {
    const expected = stateKey(state);
    try {
      const before = path.steps[index - 1]?.state;
      if (before) await perform(replay, event as EventObject & Record<string, unknown>, before);
      await settle();
      expect(stateKey(pageSnapshot(replay.machine.id)), "the page's machine").toBe(expected);
      const seen = replay.screens[expected];
      if (!seen) throw new Error(`no screen described for the state '${expected}'`);
      expectScreen(seen(state as S), page.currentPath());
    } catch (error) {
      const where = `step ${index} (${event.type}) to ${expected}`;
      if (error instanceof Error) error.message = `${where}: ${error.message}`;
      throw error;
    }
  }
}

const describePath = (path: MachinePath) =>
  `${path.steps
    .slice(1)
    .map((step) => step.event.type.replace(/^xstate\./, ''))
    .join(' → ')} from ${JSON.stringify(path.input) ?? 'no input'}`;

/**
 * Replays the machine's generated paths through its rendered page: each event becomes what a
 * person does (or a fake service's answer, or time passing), and after each step the page's
 * machine must be in the path's state and the screen must show what the table says.
 */
export function describeReplay<S>(name: string, replay: ScreenReplay<S>): void {
  // Typed values aside: a form filled one field at a time would make each keystroke a screen.
  const screenKey = (snapshot: AnyMachineSnapshot) => {
    const seen = replay.screens[stateKey(snapshot)]?.(snapshot as S);
    return `${stateKey(snapshot)} ${JSON.stringify({ ...seen, fields: Object.keys(seen?.fields ?? {}) })}`;
  };
  const started = { wall: performance.now(), cpu: process.cpuUsage() };
  const choice = choosePaths(replay.machine, replay.model, screenKey);
  const steps = choice.chosen.reduce((sum, path) => sum + path.steps.length - 1, 0);

  describe(`the ${name} paths on screen`, () => {
    beforeEach(() => {
      // Time moves only when the path says so (no animation frames either); setImmediate stays
      // real, so a fake service can wait for a call the page makes after a dynamic import.
      vi.useFakeTimers({
        toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
        now: PATHS_START,
      });
      localStorage.clear();
    });
    afterEach(() => {
      cleanup();
      resetEdge();
      forgetPageActors();
      vi.useRealTimers();
    });
    afterAll(() => {
      const wall = (performance.now() - started.wall) / 1000;
      const { user, system } = process.cpuUsage(started.cpu);
      const cpu = (user + system) / 1e6;
      console.log(
        `${name}: ${choice.chosen.length} paths replayed on screen (${steps} steps, ${wall.toFixed(1)} s, ${cpu.toFixed(1)} s of CPU), chosen from the ${choice.possible} of ${choice.generated} generated paths that can happen on a real clock`,
      );
    });

    it('replays paths that reach every state and take every transition', () => {
      expect(choice.missing).toEqual([]);
    });

    it.each(choice.chosen.map((path) => [describePath(path), path] as const))(
      'shows each state of %s',
      async (_title, path) => {
        await replayOnScreen(replay, path);
      },
      // A long path renders the page dozens of times; a busy machine needs more than the default.
      30_000,
    );
  });
}
