import { httpError } from '../support/fixtures';
import { entered, type PathModel } from './path-model';
import { networkDown } from './samples';

export const confirmedActionModel: PathModel = {
  inputs: [undefined],
  events: [
    { type: 'action.request', request: { customerId: 'c-1', until: '2027-01-01' } },
    { type: 'action.confirm' },
    { type: 'action.cancel' },
    { type: 'action.dismiss' },
  ],
  actorOutputs: { run: [{ ok: true }] },
  actorErrors: {
    run: [httpError(401), httpError(409, { message: 'The last admin stays.' }), networkDown],
  },
  invariants: [
    {
      description: 'nothing runs without a confirmation first',
      holds: (snapshot, step) =>
        !entered('Running', snapshot, step) || Boolean(step.previous?.matches('Confirming')),
    },
    {
      description: 'a failure keeps the dialog open with its reason',
      holds: (snapshot, { event }) =>
        !event.type.startsWith('xstate.error.actor') ||
        snapshot.matches('Idle') ||
        (snapshot.matches('Confirming') && snapshot.context.errorMessage !== null),
    },
  ],
};
