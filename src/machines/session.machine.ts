import { assign, fromCallback, fromPromise, setup, spawnChild } from 'xstate';
import type { SessionResponse } from '../services/contract';
import type { SessionChange } from '../services/session-storage';

export type Session = SessionResponse;

type SessionContext = { session: Session | null };

export type SessionEvent =
  /** A login or a registration succeeded (also a refresh: a new token, the same person). */
  | { type: 'session.start'; session: Session }
  | { type: 'session.signOut' }
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
 * and goes to /login.
 * Storage, the revocation call, the alert and navigation are injected; another tab's sign-in
 * or sign-out arrives from the `watchOtherTabs` actor.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    input: {} as { stored: Session | null },
    events: {} as SessionEvent,
  },
  actors: {
    watchOtherTabs: fromCallback<SessionEvent>(() => () => {}),
    revokeToken: fromPromise<void, { token: string }>(async () => {}),
  },
  actions: {
    persistSession: (_, _session: Session) => {},
    clearStoredSession: () => {},
    announceLoggedOut: () => {},
    goToLogin: () => {},
    assignSession: assign((_, session: Session) => ({ session })),
    forgetSession: assign({ session: null }),
    revokeCurrentToken: spawnChild('revokeToken', {
      id: 'revokeToken',
      input: ({ context }) => ({ token: context.session?.authToken ?? '' }),
    }),
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    hasExpired: ({ context }) =>
      context.session !== null && context.session.expiresIn <= Date.now(),
  },
  delays: {
    /** Until the expiry, in steps a browser timer can hold. */
    untilExpiry: ({ context }) =>
      Math.min(LONGEST_TIMER_MS, Math.max(0, (context.session?.expiresIn ?? 0) - Date.now())),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ session: input.stored }),
  invoke: { id: 'watchOtherTabs', src: 'watchOtherTabs' },
  initial: 'Restoring',
  states: {
    Restoring: {
      description: 'Decides from the stored session whether the person is still signed in.',
      always: [
        { guard: 'hasExpired', target: 'SignedOut', actions: [...endSession] },
        { guard: 'hasSession', target: 'SignedIn' },
        { target: 'SignedOut' },
      ],
    },
    SignedIn: {
      initial: 'Active',
      states: {
        Active: {
          after: { untilExpiry: { target: 'CheckingExpiry' } },
        },
        CheckingExpiry: {
          description: 'A timer fired: the expiry has passed, or a long session needs a new timer.',
          always: [
            { guard: 'hasExpired', target: '#session.SignedOut', actions: [...endSession] },
            { target: 'Active' },
          ],
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

/** The real storage and revocation, bound where the app mounts the session. */
export const sessionActors = (deps: {
  watchOtherTabs: (onChange: (change: SessionChange) => void) => () => void;
  revoke: (token: string) => Promise<unknown>;
}) => ({
  watchOtherTabs: fromCallback<SessionEvent>(({ sendBack }) =>
    deps.watchOtherTabs((change) =>
      sendBack(
        change.kind === 'signedIn'
          ? { type: 'session.startedElsewhere', session: change.session }
          : { type: 'session.endedElsewhere' },
      ),
    ),
  ),
  // Best effort: the person is signed out here whatever the server answers.
  revokeToken: fromPromise<void, { token: string }>(async ({ input }) => {
    if (!input.token) return;
    await deps.revoke(input.token).catch(() => undefined);
  }),
});
