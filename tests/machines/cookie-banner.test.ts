import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { cookieBannerMachine } from '../../src/machines/cookie-banner/machine';

function startBanner(dismissedBefore: boolean) {
  const rememberDismissal = vi.fn();
  const actor = createActor(cookieBannerMachine.provide({ actions: { rememberDismissal } }), {
    input: { dismissedBefore },
  }).start();
  return { actor, rememberDismissal };
}

describe('cookie banner machine', () => {
  it('shows the banner to a visitor who never allowed cookies', () => {
    const { actor } = startBanner(false);
    expect(actor.getSnapshot().value).toBe('Visible');
  });

  it('hides the banner and remembers the choice once Allow is clicked', () => {
    const { actor, rememberDismissal } = startBanner(false);
    actor.send({ type: 'banner.allow' });
    expect(actor.getSnapshot().value).toBe('Hidden');
    expect(rememberDismissal).toHaveBeenCalledOnce();
  });

  it('stays hidden for a visitor who allowed cookies before, without writing again', () => {
    const { actor, rememberDismissal } = startBanner(true);
    expect(actor.getSnapshot().value).toBe('Hidden');
    expect(actor.getSnapshot().status).toBe('done');
    expect(rememberDismissal).not.toHaveBeenCalled();
  });
});
