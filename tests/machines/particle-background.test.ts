import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { particleBackgroundMachine } from '../../src/machines/particle-background/machine';

function startParticles({
  reducedMotion = false,
  load = async () => {},
}: {
  reducedMotion?: boolean;
  load?: () => Promise<void>;
} = {}) {
  let paint: () => void = () => {};
  const painted = new Promise<void>((resolve) => {
    paint = resolve;
  });
  const loadField = vi.fn(load);
  const actor = createActor(
    particleBackgroundMachine.provide({
      actors: {
        waitForFirstPaint: fromPromise(() => painted),
        loadField: fromPromise(() => loadField()),
      },
    }),
    { input: { reducedMotion } },
  ).start();
  return { actor, paint, loadField };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('particle background machine', () => {
  it('loads nothing before the first paint, then mounts the field and shows it once loaded', async () => {
    const { actor, paint, loadField } = startParticles();
    await settle();
    expect(loadField).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('mounted')).toBe(false);

    paint();
    await settle();
    expect(loadField).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().hasTag('mounted')).toBe(true);
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);

    actor.send({ type: 'particles.loaded' });
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
  });

  it('stays off for visitors who prefer reduced motion', async () => {
    const { actor, paint, loadField } = startParticles({ reducedMotion: true });
    paint();
    await settle();
    expect(actor.getSnapshot().value).toBe('Off');
    expect(loadField).not.toHaveBeenCalled();
  });

  it('stays off, without an error, when the field code cannot load', async () => {
    const { actor, paint } = startParticles({
      load: async () => {
        throw new Error('chunk failed');
      },
    });
    paint();
    await settle();
    expect(actor.getSnapshot().value).toBe('Off');
    expect(actor.getSnapshot().status).toBe('done');
  });
});
