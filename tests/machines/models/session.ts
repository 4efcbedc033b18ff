import { LONGEST_TIMER_MS } from '../../../src/machines/session/machine';
import { httpError, sessionFor } from '../support/fixtures';
import { pathClock } from '../support/paths';
import { PATHS_START, type PathModel } from './path-model';
import { expired, fresh, networkDown } from './samples';

/** Longer than a browser timer can hold: the session timer fires early and is set again. */
const long = sessionFor(PATHS_START + LONGEST_TIMER_MS + 24 * 60 * 60 * 1000, 'token-long');

export const sessionModel: PathModel = {
  inputs: [
    ...[null, fresh, expired, long].map((stored) => ({ stored, now: pathClock })),
    // A reload lost a refresh's answer: the restored session asks again at once.
    { stored: fresh, now: pathClock, interruptedRefresh: true },
    { stored: expired, now: pathClock, interruptedRefresh: true },
  ],
  events: [
    { type: 'session.start', session: fresh },
    { type: 'session.start', session: long },
    { type: 'session.startedElsewhere', session: { ...fresh, authToken: 'token-other-tab' } },
    { type: 'session.signOut' },
    { type: 'session.rejected' },
    { type: 'session.refresh' },
    { type: 'session.endedElsewhere' },
  ],
  actorOutputs: { refreshToken: [{ ...fresh, authToken: 'token-refreshed' }] },
  actorErrors: { refreshToken: [httpError(401), networkDown] },
  // The token's refresh runs beside the expiry timer: simple paths through both multiply.
  simplePaths: false,
  invariants: [
    {
      description: 'a failed refresh keeps the session, and says why to the asking page',
      holds: (snapshot, step) =>
        step.event.type !== 'xstate.error.actor.refreshToken' ||
        (snapshot.matches('SignedIn') && snapshot.context.refreshError !== null),
    },
    {
      description: 'a token is never kept past its expiry (signed in means expiry ahead)',
      holds: (snapshot) =>
        !snapshot.matches('SignedIn') ||
        (snapshot.context.session !== null && snapshot.context.session.expiresIn > pathClock()),
    },
    {
      description: 'signed out, no session is kept',
      holds: (snapshot) => !snapshot.matches('SignedOut') || snapshot.context.session === null,
    },
  ],
};
