import { assign, fromCallback, fromPromise, setup, spawnChild } from 'xstate';
import type { SessionResponse } from '../../services/contract';
import { notProvided } from '../not-provided';

export type Session = SessionResponse;

/** The time in epoch milliseconds: `Date.now` in the app, a controlled clock in tests. */
export type Clock = () => number;

type SessionContext = {
  session: Session | null;
  /** Why the last refresh failed, for the page that asked (null once one is under way). */
  refreshError: unknown;
  /** Where the expiry checks read the time. */
  now: Clock;
  /** The page went away while the stored token was being refreshed: ask again at once. */
  interruptedRefresh: boolean;
};

export type SessionEvent =
  /** A login or a registration succeeded (also a refresh: a new token, the same person). */
  | { type: 'session.start'; session: Session }
  | { type: 'session.signOut' }
  /**
   * A page wants the server's view of the session now (a new token with the roles the server
   * holds). While one refresh is under way, asking again waits for it: a token is refreshed
   * once, and the old one stops working a minute later.
   */
  | { type: 'session.refresh' }
  /** The server answered a signed-in call with 401: it no longer knows the token. */
  | { type: 'session.rejected' }
  /** Another tab of this browser signed in or out. */
  | { type: 'session.startedElsewhere'; session: Session }
  | { type: 'session.endedElsewhere' };

/** Ending a session, on expiry, sign-out or a 401: the order matters (storage before navigation). */
const endSession = [
  'forgetSession',
  'clearStoredSession',
  'announceLoggedOut',
  'goToLogin',
] as const;

/** Browsers keep timers in a signed 32-bit count of milliseconds (about 24.8 days). */
export const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * The session (spec section 4). It starts from what was stored (ending it at once when its
 * expiry has passed), fires a timer at the expiry, and on expiry, sign-out or a 401 from any
 * signed-in call clears the stored session, says 'You are logged out. Please login again.'
 * and goes to /login. It also refreshes the token when a page asks, and keeps the new one
 * whatever happens to that page; a refresh whose answer a reload lost is asked again at the
 * start (`interruptedRefresh`). Storage, the refresh and revocation calls, the alert,
 * navigation and the clock are injected; another tab's sign-in or sign-out arrives from
 * `watchOtherTabs`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    input: {} as { stored: Session | null; now: Clock; interruptedRefresh?: boolean },
    events: {} as SessionEvent,
  },
  actors: {
    watchOtherTabs: fromCallback<SessionEvent>(() => () => {}),
    revokeToken: fromPromise<void, { token: string }>(async () => {}),
    refreshToken: notProvided<Session, { token: string }>('refreshToken'),
  },
  actions: {
    persistSession: (_, _session: Session) => {},
    /**
     * A restored session renews what tells the server this browser holds one (the signed-in
     * cookie, which a browser may drop before the session ends). It writes nothing else: what
     * is stored may have changed since it was read (another tab, a test), and stays as it is.
     */
    renewSignedInMark: () => {},
    clearStoredSession: () => {},
    announceLoggedOut: () => {},
    goToLogin: () => {},
    assignSession: assign((_, session: Session) => ({ session })),
    forgetSession: assign({ session: null }),
    clearRefreshError: assign({ refreshError: null }),
    assignRefreshError: assign((_, refreshError: unknown) => ({ refreshError })),
    revokeCurrentToken: spawnChild('revokeToken', {
      id: 'revokeToken',
      input: ({ context }) => ({ token: context.session?.authToken ?? '' }),
    }),
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    hasInterruptedRefresh: ({ context }) => context.session !== null && context.interruptedRefresh,
    hasExpired: ({ context }) =>
      context.session !== null && context.session.expiresIn <= context.now(),
  },
  delays: {
    /** Until the expiry, in steps a browser timer can hold. */
    untilExpiry: ({ context }) =>
      Math.min(LONGEST_TIMER_MS, Math.max(0, (context.session?.expiresIn ?? 0) - context.now())),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    session: input.stored,
    refreshError: null,
    now: input.now,
    interruptedRefresh: input.interruptedRefresh ?? false,
  }),
  invoke: { id: 'watchOtherTabs', src: 'watchOtherTabs' },
  initial: 'Restoring',
  states: {
    Restoring: {
      description: 'Decides from the stored session whether the person is still signed in.',
      always: [
        { guard: 'hasExpired', target: 'SignedOut', actions: [...endSession] },
        // Its answer was lost with the page: the server answers the same token again.
        {
          guard: 'hasInterruptedRefresh',
          target: '#session.SignedIn.Token.Refreshing',
          actions: 'renewSignedInMark',
        },
        { guard: 'hasSession', target: 'SignedIn', actions: 'renewSignedInMark' },
        { target: 'SignedOut' },
      ],
    },
    SignedIn: {
      type: 'parallel',
      states: {
        Expiry: {
          initial: 'Active',
          states: {
            Active: {
              after: { untilExpiry: { target: 'CheckingExpiry' } },
            },
            CheckingExpiry: {
              description:
                'A timer fired: the expiry has passed, or a long session needs a new timer.',
              always: [
                { guard: 'hasExpired', target: '#session.SignedOut', actions: [...endSession] },
                { target: 'Active' },
              ],
            },
          },
        },
        Token: {
          initial: 'Current',
          states: {
            Current: { on: { 'session.refresh': 'Refreshing' } },
            Refreshing: {
              description:
                'A page asked for a new token; pages that ask meanwhile wait for this one.',
              tags: ['refreshing'],
              entry: 'clearRefreshError',
              invoke: {
                id: 'refreshToken',
                src: 'refreshToken',
                input: ({ context }) => ({ token: context.session?.authToken ?? '' }),
                // A new expiry: entering SignedIn again sets its timer.
                onDone: {
                  target: '#session.SignedIn',
                  reenter: true,
                  actions: [
                    { type: 'assignSession', params: ({ event }) => event.output },
                    { type: 'persistSession', params: ({ event }) => event.output },
                  ],
                },
                // What a failure means is the asking page's to decide (a dialog, or an end).
                onError: {
                  target: 'Current',
                  actions: {
                    type: 'assignRefreshError',
                    params: ({ event }: { event: { error: unknown } }) => event.error,
                  },
                },
              },
            },
          },
        },
      },
      on: {
        'session.start': {
          target: 'SignedIn',
          reenter: true,
          actions: [
            { type: 'assignSession', params: ({ event }) => event.session },
            { type: 'persistSession', params: ({ event }) => event.session },
          ],
        },
        'session.startedElsewhere': {
          target: 'SignedIn',
          reenter: true,
          actions: { type: 'assignSession', params: ({ event }) => event.session },
        },
        'session.signOut': {
          target: 'SignedOut',
          actions: ['revokeCurrentToken', ...endSession],
        },
        // The server already ended this token: nothing to revoke.
        'session.rejected': { target: 'SignedOut', actions: [...endSession] },
        'session.endedElsewhere': {
          target: 'SignedOut',
          actions: ['forgetSession', 'announceLoggedOut', 'goToLogin'],
        },
      },
    },
    SignedOut: {
      on: {
        'session.start': {
          target: 'SignedIn',
          actions: [
            { type: 'assignSession', params: ({ event }) => event.session },
            { type: 'persistSession', params: ({ event }) => event.session },
          ],
        },
        'session.startedElsewhere': {
          target: 'SignedIn',
          actions: { type: 'assignSession', params: ({ event }) => event.session },
        },
      },
    },
  },
});
