import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createScriptDetailActors } from '../../src/machines/script-detail/actors';
import { scriptDetailMachine } from '../../src/machines/script-detail/machine';
import type { ScriptSummary } from '../../src/services/contract';
import type { ScriptDetailResult } from '../../src/services/store';
import { httpError } from './support/fixtures';

const summary: ScriptSummary = {
  scriptName: 'EMA Crossover Pro',
  scriptDescription: 'x',
  scriptImageUrl: '/scripts/ema-crossover-pro.svg',
  platform: 'TradingView',
  application: 'Futures',
  price: '49',
  brokerage: 'Tradovate',
  createdOn: '2026-02-18T14:00:00.000Z',
  contentType: 'text/plain',
  isPurchased: false,
};

function startDetail(load: (scriptName: string) => Promise<ScriptDetailResult>) {
  const effects = { load: vi.fn(load), endSession: vi.fn() };
  const actor = createActor(
    scriptDetailMachine.provide({
      actors: createScriptDetailActors({ details: effects.load }),
      actions: { endSession: effects.endSession },
    }),
    { input: { scriptName: summary.scriptName } },
  ).start();
  return { actor, effects, settle: () => vi.advanceTimersByTimeAsync(0) };
}

describe('script detail machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads, then shows the script with its content link', async () => {
    const detail = startDetail(async () => ({
      access: 'full',
      script: { ...summary, contentLink: '/api/v2/store/script/content/x' },
    }));
    expect(detail.actor.getSnapshot().hasTag('loading')).toBe(true);
    await detail.settle();
    const snapshot = detail.actor.getSnapshot();
    expect(snapshot.matches('Shown')).toBe(true);
    expect(snapshot.context.script).toHaveProperty('contentLink');
    expect(snapshot.context.message).toBeNull();
  });

  it('shows the limited view with the warning of section 8 on a 403', async () => {
    const detail = startDetail(async () => ({ access: 'limited', script: summary }));
    await detail.settle();
    const snapshot = detail.actor.getSnapshot();
    expect(snapshot.matches('Limited')).toBe(true);
    expect(snapshot.context.script?.scriptName).toBe('EMA Crossover Pro');
    expect(snapshot.context.message).toBe(
      'Access forbidden. You are not authorized to view full details. You may purchase the script for access.',
    );
  });

  it('says a 404 is not found and other failures are failures, with a retry', async () => {
    const missing = startDetail(async () => {
      throw httpError(404);
    });
    await missing.settle();
    expect(missing.actor.getSnapshot().matches('NotFound')).toBe(true);
    expect(missing.actor.getSnapshot().context.message).toBe(
      'Script not found. Please try again later.',
    );

    let calls = 0;
    const flaky = startDetail(async () => {
      calls += 1;
      if (calls === 1) throw httpError(500);
      return { access: 'limited', script: summary };
    });
    await flaky.settle();
    expect(flaky.actor.getSnapshot().context.message).toBe(
      'Failed to fetch script details. Please try again later.',
    );
    flaky.actor.send({ type: 'detail.retry' });
    await flaky.settle();
    expect(flaky.actor.getSnapshot().matches('Limited')).toBe(true);
  });

  it('hands a 401 to the session', async () => {
    const detail = startDetail(async () => {
      throw httpError(401);
    });
    await detail.settle();
    expect(detail.effects.endSession).toHaveBeenCalledOnce();
  });
});
