import { assign, setup } from 'xstate';
import { securityPage } from '../../content/security';
import type { SignedInSession } from '../../services/contract';
import { loadingState, loggedOutState } from '../load-list';
import { notProvided } from '../not-provided';
import { serverMessage } from '../server-message';
import { endSessionOnUnauthorized, isUnauthorizedGuard } from '../signed-in-call';

const texts = securityPage.sessions;

type SessionsContext = {
  /** The browsers and desktops as loaded: null until the first answer. */
  list: SignedInSession[] | null;
  /** The one being signed out now. */
  signingOut: string | null;
  error: string | null;
  notice: string | null;
};

export type SecuritySessionsEvent =
  | { type: 'sessions.retry' }
  | { type: 'sessions.signOut'; id: string }
  | { type: 'sessions.signOutOthers' };

/** A sign-out's call: done, the list is read again; a 401, the session ended; else the reason. */
const signingOutState = <const TSrc extends string>(src: TSrc, notice: string) =>
  ({
    tags: ['busy'],
    invoke: {
      id: src,
      src,
      input: ({ context }: { context: SessionsContext }) => ({ id: context.signingOut ?? '' }),
      onDone: { target: 'Loading', actions: { type: 'assignNotice', params: notice } },
      onError: [
        endSessionOnUnauthorized('LoggedOut'),
        {
          target: 'Shown',
          actions: {
            type: 'assignFailure',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      ],
    },
  }) as const;

/**
 * "Where you're signed in" on the Security page (issue 35): the account's browser sessions and
 * desktops, loaded once; one signed out, or all but this browser, and the list read again (the
 * previous one stays on screen meanwhile). A failed load offers a retry; a 401 ends the session.
 */
export const securitySessionsMachine = setup({
  types: {
    context: {} as SessionsContext,
    events: {} as SecuritySessionsEvent,
  },
  actors: {
    loadSessions: notProvided<SignedInSession[]>('loadSessions'),
    signOut: notProvided<void, { id: string }>('signOut'),
    signOutOthers: notProvided<void>('signOutOthers'),
  },
  actions: {
    endSession: () => {},
    assignLoaded: assign((_, list: SignedInSession[]) => ({ list, error: null, signingOut: null })),
    assignError: assign((_, error: string) => ({ error })),
    clearError: assign({ error: null }),
    assignTarget: assign((_, id: string | null) => ({ signingOut: id, notice: null, error: null })),
    assignNotice: assign((_, notice: string) => ({ notice })),
    assignFailure: assign((_, error: unknown) => ({
      error: serverMessage(error) ?? texts.failed,
      signingOut: null,
    })),
  },
  guards: { isUnauthorized: isUnauthorizedGuard },
}).createMachine({
  id: 'securitySessions',
  context: { list: null, signingOut: null, error: null, notice: null },
  initial: 'Loading',
  states: {
    Loading: loadingState<SignedInSession[]>()('loadSessions'),
    LoadFailed: { on: { 'sessions.retry': { target: 'Loading', actions: 'clearError' } } },
    Shown: {
      on: {
        'sessions.signOut': {
          target: 'SigningOut',
          actions: { type: 'assignTarget', params: ({ event }) => event.id },
        },
        'sessions.signOutOthers': {
          target: 'SigningOutOthers',
          actions: { type: 'assignTarget', params: null },
        },
      },
    },
    SigningOut: signingOutState('signOut', texts.signedOut),
    SigningOutOthers: signingOutState('signOutOthers', texts.othersSignedOut),
    LoggedOut: loggedOutState,
  },
});
