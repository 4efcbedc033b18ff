import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { createSessionActors, keyedRefresh } from '../../src/machines/session/actors';
import {
  LONGEST_TIMER_MS,
  type SessionEvent,
  sessionMachine,
} from '../../src/machines/session/machine';
import type { SessionResponse } from '../../src/services/contract';
import { ApiRequestError } from '../../src/services/http';
import { refreshedSession } from '../../src/ui/app/session-context';
import { httpError, sessionFor } from './support/fixtures';

const NOW = Date.parse('2026-01-05T10:00:00Z');
/** The machine's clock: the fake timers' time, which the tests move. */
const now = () => Date.now();

function startSession(
  stored: SessionResponse | null,
  refresh: (token: string) => Promise<SessionResponse> = async () =>
    sessionFor(NOW + 120_000, 'token-refreshed'),
  interruptedRefresh = false,
) {
  const effects = {
    persistSession: vi.fn(),
    renewSignedInMark: vi.fn(),
    clearStoredSession: vi.fn(),
    announceLoggedOut: vi.fn(),
    goToLogin: vi.fn(),
    revoked: vi.fn(),
    refresh: vi.fn(refresh),
  };
  let otherTab: ((event: SessionEvent) => void) | undefined;
  const actor = createActor(
    sessionMachine.provide({
      actions: {
        persistSession: (_, session) => effects.persistSession(session),
        renewSignedInMark: effects.renewSignedInMark,
        clearStoredSession: effects.clearStoredSession,
        announceLoggedOut: effects.announceLoggedOut,
        goToLogin: effects.goToLogin,
      },
      actors: {
        watchOtherTabs: fromCallback<SessionEvent>(({ sendBack }) => {
          otherTab = sendBack;
          return () => {
            otherTab = undefined;
          };
        }),
        revokeToken: fromPromise<void, { token: string }>(async ({ input }) => {
          effects.revoked(input.token);
        }),
        refreshToken: fromPromise<SessionResponse, { token: string }>(({ input }) =>
          effects.refresh(input.token),
        ),
      },
    }),
    { input: { stored, now, interruptedRefresh } },
  ).start();
  return { actor, effects, otherTab: (event: SessionEvent) => otherTab?.(event) };
}

const loggedOutEffects = (effects: ReturnType<typeof startSession>['effects']) => {
  expect(effects.clearStoredSession).toHaveBeenCalledOnce();
  expect(effects.announceLoggedOut).toHaveBeenCalledOnce();
  expect(effects.goToLogin).toHaveBeenCalledOnce();
};

describe('session machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('starts signed out when nothing is stored, saying nothing', () => {
    const { actor, effects } = startSession(null);
    expect(actor.getSnapshot().value).toBe('SignedOut');
    expect(effects.announceLoggedOut).not.toHaveBeenCalled();
    expect(effects.goToLogin).not.toHaveBeenCalled();
  });

  it('restores a stored session that has not expired', () => {
    const stored = sessionFor(NOW + 60_000);
    const { actor, effects } = startSession(stored);
    expect(actor.getSnapshot().matches('SignedIn')).toBe(true);
    expect(actor.getSnapshot().context.session).toEqual(stored);
    expect(effects.clearStoredSession).not.toHaveBeenCalled();
    // The signed-in cookie beside it is renewed; the session itself is not written again.
    expect(effects.renewSignedInMark).toHaveBeenCalledOnce();
    expect(effects.persistSession).not.toHaveBeenCalled();
  });

  it('logs out at once when the stored expiry has passed', () => {
    const { actor, effects } = startSession(sessionFor(NOW - 1));
    expect(actor.getSnapshot().value).toBe('SignedOut');
    expect(actor.getSnapshot().context.session).toBeNull();
    loggedOutEffects(effects);
  });

  it('stores a new session from login or registration and signs in', () => {
    const { actor, effects } = startSession(null);
    const session = sessionFor(NOW + 60_000);
    actor.send({ type: 'session.start', session });
    expect(actor.getSnapshot().matches('SignedIn')).toBe(true);
    expect(effects.persistSession).toHaveBeenCalledWith(session);
  });

  it('fires at the expiry: clears, says so and goes to /login', () => {
    const { actor, effects } = startSession(sessionFor(NOW + 60_000));
    vi.advanceTimersByTime(59_999);
    expect(actor.getSnapshot().matches('SignedIn')).toBe(true);
    expect(effects.announceLoggedOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('SignedOut');
    loggedOutEffects(effects);
  });

  it('restarts the timer when a new session replaces the current one', () => {
    const { actor, effects } = startSession(sessionFor(NOW + 10_000));
    actor.send({ type: 'session.start', session: sessionFor(NOW + 60_000, 'token-2') });
    expect(effects.persistSession).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(30_000);
    expect(actor.getSnapshot().matches('SignedIn')).toBe(true);
    expect(actor.getSnapshot().context.session?.authToken).toBe('token-2');
    vi.advanceTimersByTime(30_000);
    expect(actor.getSnapshot().value).toBe('SignedOut');
  });

  it('keeps a session longer than a browser timer can hold until its real expiry', () => {
    const expiresIn = NOW + LONGEST_TIMER_MS + 5_000;
    const { actor, effects } = startSession(sessionFor(expiresIn));
    vi.advanceTimersByTime(LONGEST_TIMER_MS);
    expect(actor.getSnapshot().matches({ SignedIn: { Expiry: 'Active' } })).toBe(true);
    expect(effects.announceLoggedOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    expect(actor.getSnapshot().value).toBe('SignedOut');
    loggedOutEffects(effects);
  });

  it('on sign-out revokes the token, clears, says so and goes to /login', async () => {
    const { actor, effects } = startSession(sessionFor(NOW + 60_000, 'token-9'));
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().value).toBe('SignedOut');
    loggedOutEffects(effects);
    await vi.advanceTimersByTimeAsync(0);
    expect(effects.revoked).toHaveBeenCalledWith('token-9');
  });

  it('ends the session when the server answers 401: clears, says so, goes to /login, revokes nothing', async () => {
    const { actor, effects } = startSession(sessionFor(NOW + 60_000, 'token-9'));
    actor.send({ type: 'session.rejected' });
    expect(actor.getSnapshot().value).toBe('SignedOut');
    expect(actor.getSnapshot().context.session).toBeNull();
    loggedOutEffects(effects);
    await vi.advanceTimersByTimeAsync(0);
    expect(effects.revoked).not.toHaveBeenCalled();
  });

  it('follows a sign-out in another tab without clearing again or revoking', async () => {
    const { actor, effects, otherTab } = startSession(sessionFor(NOW + 60_000));
    otherTab({ type: 'session.endedElsewhere' });
    expect(actor.getSnapshot().value).toBe('SignedOut');
    expect(effects.clearStoredSession).not.toHaveBeenCalled();
    expect(effects.announceLoggedOut).toHaveBeenCalledOnce();
    expect(effects.goToLogin).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(0);
    expect(effects.revoked).not.toHaveBeenCalled();
  });

  it('follows a sign-in in another tab without storing it again', () => {
    const { actor, effects, otherTab } = startSession(null);
    const session = sessionFor(NOW + 60_000);
    otherTab({ type: 'session.startedElsewhere', session });
    expect(actor.getSnapshot().matches('SignedIn')).toBe(true);
    expect(actor.getSnapshot().context.session).toEqual(session);
    expect(effects.persistSession).not.toHaveBeenCalled();
    otherTab({ type: 'session.startedElsewhere', session: sessionFor(NOW + 90_000, 'token-3') });
    expect(actor.getSnapshot().context.session?.authToken).toBe('token-3');
  });

  it('ignores sign-out and expiry events when nobody is signed in', () => {
    const { actor, effects, otherTab } = startSession(null);
    actor.send({ type: 'session.signOut' });
    actor.send({ type: 'session.rejected' });
    otherTab({ type: 'session.endedElsewhere' });
    expect(actor.getSnapshot().value).toBe('SignedOut');
    expect(effects.announceLoggedOut).not.toHaveBeenCalled();
  });
});

describe('refreshing the session', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the new token and user, and times the new expiry', async () => {
    const { actor, effects } = startSession(sessionFor(NOW + 10_000, 'token-old'));
    const refreshed = await refreshedSession(actor);
    expect(effects.refresh).toHaveBeenCalledWith('token-old');
    expect(refreshed).toEqual(sessionFor(NOW + 120_000, 'token-refreshed'));
    expect(actor.getSnapshot().context.session).toEqual(refreshed);
    expect(effects.persistSession).toHaveBeenCalledWith(refreshed);
    // The old expiry passes without ending the session; the new one ends it.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().matches('SignedIn')).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().value).toBe('SignedOut');
  });

  it('makes one call for pages that ask at the same time: a token is refreshed once', async () => {
    const { actor, effects } = startSession(sessionFor(NOW + 10_000, 'token-old'));
    const [first, second] = await Promise.all([refreshedSession(actor), refreshedSession(actor)]);
    expect(effects.refresh).toHaveBeenCalledOnce();
    expect(second).toEqual(first);
  });

  it('keeps the session when the refresh fails, and gives the asking page the error', async () => {
    const refusal = httpError(401);
    const { actor, effects } = startSession(sessionFor(NOW + 10_000), async () => {
      throw refusal;
    });
    await expect(refreshedSession(actor)).rejects.toBe(refusal);
    expect(actor.getSnapshot().matches('SignedIn')).toBe(true);
    expect(effects.announceLoggedOut).not.toHaveBeenCalled();
    // The next refresh starts clean.
    effects.refresh.mockResolvedValueOnce(sessionFor(NOW + 90_000, 'token-2'));
    expect((await refreshedSession(actor)).authToken).toBe('token-2');
  });

  it('asks again at once for a refresh whose answer a reload lost, and keeps its answer', async () => {
    const { actor, effects } = startSession(sessionFor(NOW + 10_000, 'token-old'), undefined, true);
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    expect(effects.refresh).toHaveBeenCalledWith('token-old');
    expect(effects.renewSignedInMark).toHaveBeenCalledOnce();
    await vi.waitFor(() =>
      expect(actor.getSnapshot().context.session?.authToken).toBe('token-refreshed'),
    );
    expect(effects.persistSession).toHaveBeenCalledOnce();
    expect(effects.refresh).toHaveBeenCalledOnce();
  });

  it('ends at once a stored session that expired while its refresh was under way', () => {
    const { actor, effects } = startSession(sessionFor(NOW - 1, 'token-old'), undefined, true);
    expect(actor.getSnapshot().value).toBe('SignedOut');
    expect(effects.refresh).not.toHaveBeenCalled();
  });

  it('refuses to refresh when nobody is signed in', async () => {
    const { actor, effects } = startSession(null);
    await expect(refreshedSession(actor)).rejects.toThrow('No session to refresh.');
    expect(effects.refresh).not.toHaveBeenCalled();
  });
});

describe('session actors', () => {
  it('turn another tab’s storage changes into session events', () => {
    let change: Parameters<Parameters<typeof createSessionActors>[0]['watchOtherTabs']>[0] =
      () => {};
    const unsubscribe = vi.fn();
    const actors = createSessionActors({
      watchOtherTabs: (onChange) => {
        change = onChange;
        return unsubscribe;
      },
      refresh: async () => sessionFor(Date.now() + 60_000),
      revoke: async () => undefined,
    });
    const actor = createActor(
      sessionMachine.provide({ actors: { watchOtherTabs: actors.watchOtherTabs } }),
      { input: { stored: null, now } },
    ).start();
    change({ kind: 'signedIn', session: sessionFor(Date.now() + 60_000) });
    expect(actor.getSnapshot().matches('SignedIn')).toBe(true);
    change({ kind: 'signedOut' });
    expect(actor.getSnapshot().value).toBe('SignedOut');
    actor.stop();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('refresh with one key, and ask once more with it when no answer came', async () => {
    const lost = new ApiRequestError('network', 'Failed to fetch');
    const call = vi
      .fn<(token: string, key: string) => Promise<SessionResponse>>()
      .mockRejectedValueOnce(lost)
      .mockResolvedValueOnce(sessionFor(NOW + 60_000, 'token-2'));
    expect(await keyedRefresh(call)('token-1')).toEqual(sessionFor(NOW + 60_000, 'token-2'));
    expect(call).toHaveBeenCalledTimes(2);
    const [first, second] = call.mock.calls;
    expect(first?.[0]).toBe('token-1');
    expect(first?.[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toEqual(first);

    // An answer, even a refusal, is not asked again.
    const refusal = httpError(401);
    const refused = vi.fn().mockRejectedValue(refusal);
    await expect(keyedRefresh(refused)('token-1')).rejects.toBe(refusal);
    expect(refused).toHaveBeenCalledOnce();
  });

  it('revoke at best effort: a failing call does not fail the actor', async () => {
    const revoke = vi.fn().mockRejectedValue(new Error('offline'));
    const { revokeToken } = createSessionActors({
      watchOtherTabs: () => () => {},
      refresh: async () => sessionFor(Date.now() + 60_000),
      revoke,
    });
    const actor = createActor(revokeToken, { input: { token: 'token-1' } });
    const done = new Promise<string>((resolve) =>
      actor.subscribe({ complete: () => resolve('done'), error: () => resolve('error') }),
    );
    actor.start();
    expect(await done).toBe('done');
    expect(revoke).toHaveBeenCalledWith('token-1');
  });
});
