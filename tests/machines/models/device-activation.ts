import type { EventObject } from 'xstate';
import type { PendingDevice } from '../../../src/services/contract';
import type { DeviceDecisionOutcome } from '../../../src/services/devices';
import { httpError } from '../support/fixtures';
import { entered, type PathModel } from './path-model';
import { networkDown } from './samples';

export const pendingDevice: PendingDevice = {
  userCode: 'BCDF-GHJK',
  deviceName: 'Trading PC',
  platform: 'windows-x64',
  appVersion: '2.4.0',
  expiresAt: '2026-01-01T09:15:00.000Z',
};

const overLimit: DeviceDecisionOutcome = { status: 'overLimit', limit: 1 };
/** Issue 36: the sign-ins beyond the limit used up, with when the next is possible. */
const signInsUsed: DeviceDecisionOutcome = {
  status: 'overLimit',
  limit: 1,
  nextSignInAt: '2026-01-20T09:00:00.000Z',
};

const doneWith = (event: EventObject, id: string, status: string) =>
  event.type === `xstate.done.actor.${id}` &&
  (event as EventObject & { output: DeviceDecisionOutcome }).output.status === status;

export const deviceActivationModel: PathModel = {
  // No code, a link's code typed loosely, and a code that cannot be one.
  inputs: [{ code: null }, { code: 'bcdf ghjk' }, { code: 'abc' }],
  events: (snapshot) =>
    snapshot.matches('EnteringCode')
      ? [
          ...(snapshot.context.typed === 'bcdfghjk'
            ? []
            : [{ type: 'code.change', value: 'bcdfghjk' }]),
          ...(snapshot.context.typed === '' ? [{ type: 'code.change', value: 'AB-C' }] : []),
          { type: 'code.submit' },
        ]
      : [{ type: 'decision.approve' }, { type: 'decision.deny' }],
  actorOutputs: {
    lookUp: [pendingDevice],
    approve: [{ status: 'approved' }, overLimit, signInsUsed],
    deny: [{ status: 'denied' }],
  },
  actorErrors: {
    lookUp: [httpError(404), httpError(401), networkDown],
    approve: [httpError(404), httpError(401), httpError(500)],
    deny: [httpError(404), httpError(401), networkDown],
  },
  simplePaths: false,
  invariants: [
    {
      description: 'only a well-formed code, in its XXXX-XXXX form, is looked up',
      holds: (snapshot, step) =>
        !entered('LookingUp', snapshot, step) ||
        /^[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(snapshot.context.typed),
    },
    {
      description: 'a decision is sent only for a device the customer has seen',
      holds: (snapshot) =>
        !(snapshot.matches('Approving') || snapshot.matches('Denying')) ||
        snapshot.context.device !== null,
    },
    {
      description: 'the device limit shows with its number',
      holds: (snapshot) => !snapshot.matches('OverLimit') || snapshot.context.limit !== null,
    },
    {
      description: 'approved and denied show only once the server said so',
      holds: (snapshot, step) =>
        (!entered('Approved', snapshot, step) || doneWith(step.event, 'approve', 'approved')) &&
        (!entered('Denied', snapshot, step) || doneWith(step.event, 'deny', 'denied')),
    },
  ],
};
