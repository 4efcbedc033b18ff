import type { CloseField } from '../../../src/machines/close-account/machine';
import { httpError } from '../support/fixtures';
import { entered, nextField, type PathModel } from './path-model';
import { networkDown, validPassword } from './samples';

const codeAsked = httpError(403, {
  message: 'The code from your second factor is not right.',
  errors: { code: 'The code from your second factor is not right.' },
});

export const closeAccountModel: PathModel = {
  inputs: [undefined],
  events: (snapshot) => {
    if (snapshot.matches('Idle')) return [{ type: 'close.request' }];
    if (!snapshot.matches('Confirming')) return [];
    const samples: Array<[CloseField, string]> = [['password', validPassword]];
    if (snapshot.context.needsCode) samples.push(['code', '123456']);
    return [
      ...nextField<CloseField>(snapshot.context.values, samples),
      { type: 'form.submit' },
      { type: 'close.cancel' },
    ];
  },
  actorOutputs: { closeAccount: [undefined] },
  actorErrors: {
    closeAccount: [
      codeAsked,
      httpError(403, { message: 'Your password is not right.' }),
      networkDown,
      httpError(401),
    ],
  },
  simplePaths: false,
  invariants: [
    {
      description: 'the account is closed only after the password was sent',
      holds: (snapshot, step) =>
        !entered('Closing', snapshot, step) || snapshot.context.values.password !== '',
    },
    {
      description: 'the code field shows only once the server asked for it',
      holds: (snapshot, step) =>
        !(snapshot.context.needsCode && !step.previous?.context.needsCode) ||
        step.event.type === 'xstate.error.actor.closeAccount',
    },
    {
      description: 'cancelling forgets what was typed',
      holds: (snapshot, step) =>
        !(entered('Idle', snapshot, step) && step.event.type === 'close.cancel') ||
        (snapshot.context.values.password === '' && !snapshot.context.needsCode),
    },
  ],
};
