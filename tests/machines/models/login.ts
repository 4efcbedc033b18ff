import type { AnyMachineSnapshot } from 'xstate';
import { passkeyTexts } from '../../../src/content/passkeys';
import { LoginFormSchema } from '../../../src/machines/auth-form-schemas';
import { collectIssues } from '../../../src/machines/form/fields';
import { PasskeyCeremonyError } from '../../../src/services/passkey-ceremony';
import { httpError } from '../support/fixtures';
import type { PathEvent, PathModel } from './path-model';
import { fresh, networkDown, validEmail, validPassword } from './samples';

const challenge = {
  secondFactor: { ticket: 'ticket-1', methods: ['totp', 'recovery'], expiresIn: 0 },
};

const cancelled = new PasskeyCeremonyError(new DOMException('cancelled', 'NotAllowedError'));
const passkeyRefusedMessage = 'The passkey could not be checked. Please try again.';
const passkeyRefused = httpError(401, {
  message: 'AUTH_FAILED',
  data: { code: 'NSK-4001', message: passkeyRefusedMessage },
});

/** The second step's events: a wrong-shaped code, a right-shaped one, the other method, back. */
const secondStepEvents: PathEvent[] = [
  { type: 'code.change', value: '12' },
  { type: 'code.change', value: '123456' },
  { type: 'code.submit' },
  { type: 'method.toggle' },
  { type: 'signIn.restart' },
];

const signInEvents: PathEvent[] = [
  { type: 'field.change', field: 'username', value: validEmail },
  { type: 'field.change', field: 'username', value: 'ada' },
  { type: 'field.change', field: 'password', value: validPassword },
  { type: 'form.submit' },
  { type: 'passkey.start' },
];

export const loginModel: PathModel = {
  inputs: [undefined],
  // The second step's loops (wrong code, other method, back) multiply simple paths.
  simplePaths: false,
  events: (snapshot: AnyMachineSnapshot) =>
    snapshot.matches('SecondFactor') || snapshot.matches('Expired')
      ? secondStepEvents
      : signInEvents,
  actorOutputs: {
    login: [fresh, challenge],
    secondFactor: [fresh],
    passkeyAutofill: [fresh],
    passkeySignIn: [fresh],
  },
  actorErrors: {
    login: [
      httpError(401, {
        data: { code: 'WRONG_CREDENTIALS', message: 'Wrong e-mail or password' },
      }),
      networkDown,
    ],
    // The browser had nothing to offer (or the person cancelled), or the server refused it.
    passkeyAutofill: [cancelled, passkeyRefused],
    passkeySignIn: [cancelled, passkeyRefused],
    secondFactor: [
      httpError(401, {
        message: 'AUTH_FAILED',
        data: { code: 'NSK-4003', message: 'The code is not right. Please try again.' },
      }),
    ],
  },
  invariants: [
    {
      description: 'credentials are only sent once both fields pass the rules',
      holds: (snapshot) =>
        !snapshot.matches('Submitting') ||
        collectIssues(LoginFormSchema, snapshot.context.values).length === 0,
    },
    {
      description: 'a code is only sent in the shape its method asks (six digits from the app)',
      holds: (snapshot) => {
        const step = snapshot.context.secondStep;
        if (!snapshot.matches({ SecondFactor: 'Checking' })) return true;
        return step.recovery ? step.code.trim() !== '' : /^\d{6}$/.test(step.code);
      },
    },
    {
      description: 'the second step is only shown with a ticket',
      holds: (snapshot) =>
        !snapshot.matches('SecondFactor') || snapshot.context.secondStep?.ticket === 'ticket-1',
    },
    {
      description: 'starting again forgets the password',
      holds: (snapshot, { event }) =>
        event.type !== 'signIn.restart' ||
        !snapshot.matches('Idle') ||
        snapshot.context.values.password === '',
    },
    {
      description: 'a passkey the browser did not give is no error; one the server refused is',
      holds: (snapshot, { event, previous }) => {
        if (!event.type.startsWith('xstate.error.actor.passkey')) return true;
        const error = (event as { error?: unknown }).error;
        if (!(error instanceof PasskeyCeremonyError)) {
          return snapshot.context.errorMessage === passkeyRefusedMessage;
        }
        return event.type.endsWith('passkeyAutofill')
          ? snapshot.context.errorMessage === previous?.context.errorMessage
          : snapshot.context.errorMessage === passkeyTexts.signInCancelled;
      },
    },
    {
      description: 'field problems and a server error never show together',
      holds: ({ context }) => !(context.issues.length > 0 && context.errorMessage),
    },
  ],
};
