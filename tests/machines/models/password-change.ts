import { collectIssues } from '../../../src/machines/form/fields';
import type { PasswordField } from '../../../src/machines/password-change/machine';
import { PasswordChangeRequestSchema } from '../../../src/services/contract';
import { httpError } from '../support/fixtures';
import { nextField, type PathModel } from './path-model';
import { networkDown, validPassword } from './samples';

const samples: Array<[PasswordField, string]> = [
  ['currentPassword', validPassword],
  ['newPassword', 'Brand9New'],
];

export const passwordChangeModel: PathModel = {
  inputs: [undefined],
  events: (snapshot) =>
    snapshot.matches('Editing')
      ? [...nextField<PasswordField>(snapshot.context.values, samples), { type: 'form.submit' }]
      : [],
  actorOutputs: { changePassword: [undefined] },
  actorErrors: {
    changePassword: [
      httpError(403, { message: 'Your password is not right.' }),
      networkDown,
      httpError(401),
    ],
  },
  simplePaths: false,
  invariants: [
    {
      description: 'a password is only sent once both fields pass their rules',
      holds: (snapshot) =>
        !snapshot.matches('Saving') ||
        collectIssues(PasswordChangeRequestSchema, snapshot.context.values).length === 0,
    },
    {
      description: 'a success clears both fields',
      holds: ({ context }, step) =>
        step.event.type !== 'xstate.done.actor.changePassword' ||
        (context.notice?.status === 'success' &&
          context.values.currentPassword === '' &&
          context.values.newPassword === ''),
    },
  ],
};
