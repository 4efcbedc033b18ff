import type { EventObject } from 'xstate';
import { resetStepSchemas } from '../../../src/machines/auth-form-schemas';
import { collectIssues } from '../../../src/machines/form/fields';
import type { ResetField } from '../../../src/machines/reset-wizard/machine';
import { httpError } from '../support/fixtures';
import { codeStepEvents } from './code-and-resend';
import { entered, type PathModel } from './path-model';
import { networkDown, rateLimited, validEmail, validPassword } from './samples';

export const resetWizardModel: PathModel = {
  inputs: [undefined],
  events: (snapshot) => {
    const { values } = snapshot.context;
    if (snapshot.matches({ Email: 'Editing' }))
      return [
        ...['ada@', validEmail]
          .filter((value) => values.emailAddress !== value)
          .map((value) => ({ type: 'field.change', field: 'emailAddress', value })),
        { type: 'step.next' },
      ];
    if (snapshot.matches({ Code: 'Editing' }))
      return codeStepEvents<ResetField>(values, [
        ['password', validPassword],
        ['confirmPassword', validPassword],
      ]);
    return [];
  },
  actorOutputs: {
    sendResetCode: [{ success: true }, { success: false }],
    resendResetCode: [{ success: true }, { success: false }],
    updatePassword: [
      { success: true, message: 'Password updated' },
      { success: false, message: 'The code has expired' },
    ],
  },
  actorErrors: {
    sendResetCode: [rateLimited],
    resendResetCode: [rateLimited],
    updatePassword: [httpError(400, { message: 'Invalid verification code.' }), networkDown],
  },
  simplePaths: false,
  invariants: [
    {
      description: 'the wizard only succeeds after an update answered success',
      holds: (snapshot, step) =>
        !entered('Done', snapshot, step) ||
        (step.event.type === 'xstate.done.actor.updatePassword' &&
          (step.event as EventObject & { output: { success: boolean } }).output.success),
    },
    {
      description: 'the new password is only sent once the code step passes its rules',
      holds: (snapshot) =>
        !snapshot.matches({ Code: 'Updating' }) ||
        collectIssues(resetStepSchemas.code, snapshot.context.values).length === 0,
    },
  ],
};
