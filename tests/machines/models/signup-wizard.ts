import type { EventObject } from 'xstate';
import type { SignupField } from '../../../src/machines/signup-wizard/machine';
import { httpError } from '../support/fixtures';
import { codeStepEvents } from './code-and-resend';
import { entered, nextField, type PathModel } from './path-model';
import { fresh, rateLimited, validEmail, validPassword } from './samples';

const signupDetails: Array<[SignupField, string | boolean]> = [
  ['firstName', 'Ada'],
  ['lastName', 'Lovelace'],
  ['password', validPassword],
  ['confirmPassword', validPassword],
  ['referrerDetails', 'A friend'],
  ['termsAccepted', true],
];

const normalised = (email: string) => email.trim().toLowerCase();

export const signupWizardModel: PathModel = {
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
    if (snapshot.matches({ Details: 'Editing' }))
      return [...nextField(values, signupDetails), { type: 'step.next' }, { type: 'step.back' }];
    if (snapshot.matches({ Code: 'Editing' })) return codeStepEvents(values, []);
    return [];
  },
  actorOutputs: {
    checkEmail: [{ isPresent: false }, { isPresent: true }],
    sendCode: [{ success: true }, { success: false }],
    resendCode: [{ success: true }, { success: false }],
    verifyCode: [{ valid: true }, { valid: false, message: 'The code has expired' }],
    register: [fresh],
  },
  actorErrors: {
    checkEmail: [httpError(500)],
    sendCode: [rateLimited],
    resendCode: [rateLimited],
    verifyCode: [httpError(400, { message: 'Invalid verification code.' })],
    register: [httpError(409, { message: 'This email address already exists in the system.' })],
  },
  simplePaths: false,
  invariants: [
    {
      description:
        'step 3 (Code) is entered only right after a code was sent, or when one already went to this address',
      holds: (snapshot, step) =>
        !entered('Code', snapshot, step) ||
        (step.event.type === 'xstate.done.actor.sendCode' &&
          (step.event as EventObject & { output: { success: boolean } }).output.success) ||
        step.previous?.context.codeSentTo === normalised(snapshot.context.values.emailAddress),
    },
    {
      description: 'on step 3 the wizard knows the code went to this address',
      holds: (snapshot) =>
        !snapshot.matches('Code') ||
        snapshot.context.codeSentTo === normalised(snapshot.context.values.emailAddress),
    },
    {
      description: 'resending waits for the cooldown: no resend while it counts down',
      holds: (snapshot, step) =>
        !entered({ Code: 'Resending' }, snapshot, step) ||
        step.previous?.context.cooldown.getSnapshot().matches('Ready') === true,
    },
  ],
};
