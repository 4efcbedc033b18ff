import type { SignedInSession } from '../../../src/services/contract';
import { httpError } from '../support/fixtures';
import { entered, type PathModel } from './path-model';
import { networkDown } from './samples';

const thisBrowser: SignedInSession = {
  id: 'session-1',
  kind: 'browser',
  current: true,
  createdAt: Date.parse('2026-01-01T08:00:00Z'),
  lastUsedAt: Date.parse('2026-01-01T09:00:00Z'),
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0.0.0 Safari/537.36',
};
const desktop: SignedInSession = {
  ...thisBrowser,
  id: 'device-1',
  kind: 'device',
  current: false,
  userAgent: 'Trading PC (windows-x64, 2.4.0)',
};

export const securitySessionsModel: PathModel = {
  inputs: [undefined],
  // What the card offers: a retry after a failed load; a sign-out for each other row listed,
  // and the sign-out of all others while there is one.
  events: (snapshot) => {
    const others = ((snapshot.context.list ?? []) as SignedInSession[]).filter(
      (session) => !session.current,
    );
    return [
      { type: 'sessions.retry' },
      ...others.map((session) => ({ type: 'sessions.signOut', id: session.id })),
      ...(others.length > 0 ? [{ type: 'sessions.signOutOthers' }] : []),
    ];
  },
  actorOutputs: {
    loadSessions: [[thisBrowser, desktop], [thisBrowser]],
    signOut: [undefined],
    signOutOthers: [undefined],
  },
  actorErrors: {
    loadSessions: [networkDown, httpError(401)],
    signOut: [httpError(404, { message: 'No such session or device.' }), httpError(401)],
    signOutOthers: [networkDown, httpError(401)],
  },
  simplePaths: false,
  invariants: [
    {
      description: 'a failed load says why',
      holds: (snapshot) => !snapshot.matches('LoadFailed') || snapshot.context.error !== null,
    },
    {
      description: 'after a sign-out the list is read again, the old one kept on screen',
      holds: (snapshot, step) =>
        !(entered('Loading', snapshot, step) && step.previous?.hasTag('busy')) ||
        snapshot.context.list !== null,
    },
    {
      description: 'a failed sign-out says why and forgets which one it was',
      holds: (snapshot, step) =>
        !(entered('Shown', snapshot, step) && step.event.type.startsWith('xstate.error')) ||
        (snapshot.context.error !== null && snapshot.context.signingOut === null),
    },
  ],
};
