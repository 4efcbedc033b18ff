import { secondFactorErrorCodes } from '../../../src/services/contract';
import { httpError } from '../support/fixtures';
import { entered, type PathModel } from './path-model';
import { networkDown } from './samples';

/** The server's answer to a weighty action when the session's second factor is over 10 minutes old. */
const secondFactorNotFresh = httpError(403, {
  data: {
    code: secondFactorErrorCodes.notFresh,
    message: 'Confirm this action with a code from your authenticator app.',
  },
});

export const confirmedActionModel: PathModel = {
  inputs: [undefined],
  events: [
    { type: 'action.request', request: { customerId: 'c-1', until: '2027-01-01' } },
    { type: 'action.confirm' },
    { type: 'action.cancel' },
    { type: 'action.dismiss' },
    { type: 'code.change', value: '123456' },
  ],
  actorOutputs: { run: [{ ok: true }], confirmSecondFactor: [{ success: true }] },
  actorErrors: {
    run: [
      httpError(401),
      httpError(409, { message: 'The last admin stays.' }),
      networkDown,
      secondFactorNotFresh,
    ],
    confirmSecondFactor: [
      httpError(401),
      httpError(400, { data: { code: secondFactorErrorCodes.wrongCode, message: 'Wrong code.' } }),
    ],
  },
  invariants: [
    {
      description: 'nothing runs without a confirmation first',
      holds: (snapshot, step) =>
        !entered('Running', snapshot, step) ||
        Boolean(
          step.previous?.matches('Confirming') || step.previous?.matches('CheckingSecondFactor'),
        ),
    },
    {
      description: 'a failure keeps the dialog open with its reason',
      holds: (snapshot, { event }) =>
        !event.type.startsWith('xstate.error.actor') ||
        snapshot.matches('Idle') ||
        snapshot.matches('GivingSecondFactor') ||
        (snapshot.matches('Confirming') && snapshot.context.errorMessage !== null),
    },
    {
      description: 'a code is sent only when one was typed',
      holds: (snapshot, step) =>
        !entered('CheckingSecondFactor', snapshot, step) || snapshot.context.code.trim() !== '',
    },
  ],
};
