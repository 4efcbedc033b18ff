import { vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { signupScreen } from '../../../src/content/auth-screens';
import { machineRegistry } from '../../../src/machines';
import type { SignupField, signupWizardMachine } from '../../../src/machines/signup-wizard/machine';
import { pagePaths } from '../../../src/services/contract';
import SignupPage from '../../../src/ui/auth/signup-page';
import { signupWizardModel } from '../../machines/models/signup-wizard';
import { type ServiceCalls, whole } from './support/edge';
import { person } from './support/person';
import { renderPage } from './support/render-page';
import { describeReplay, type PersonTable, type ScreenTable } from './support/replay';
import { wizardMoves, wizardSteps, wizardWords } from './support/wizard-screen';

vi.mock('../../../src/services/auth', async (original) =>
  (await import('./support/edge')).withFake(original, 'authApi'),
);
vi.mock('../../../src/machines/inspector', () => import('./support/page-actor'));

type Snapshot = SnapshotFrom<typeof signupWizardMachine>;

/** Words the sign-up screen still spells in its view (import them once they move to content). */
const view = {
  title: 'Create Account',
  steps: ['Email', 'Your details', 'Verify e-mail'],
  signUp: 'Sign Up',
  labels: {
    emailAddress: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    password: 'Password',
    confirmPassword: 'Confirm password',
    referrerDetails: 'How did you hear about us?',
    termsAccepted:
      'I am at least 18 years old and accept the Terms and Conditions (opens in a new tab)',
    verificationCode: 'Verification code',
  } satisfies Record<SignupField, string>,
  codeSentTo: (email: string) => `Enter the 6-digit code we sent to ${email}.`,
};

/**
 * The model's referral sample ('A friend') is no choice of the select; a person picks the one
 * it begins ('A friend or colleague'). The machine only needs a non-empty answer.
 */
const referralOnScreen = (sample: string) =>
  (sample && signupScreen.referralOptions.find((option) => option.startsWith(sample))) || sample;

const onStep = wizardSteps<Snapshot['context']['values']>({
  location: pagePaths.signup,
  title: view.title,
  steps: view.steps,
  submits: [wizardWords.continue, wizardWords.continue, view.signUp],
  fields: (index, values) =>
    [
      { [view.labels.emailAddress]: values.emailAddress },
      {
        [view.labels.firstName]: values.firstName,
        [view.labels.lastName]: values.lastName,
        [view.labels.password]: values.password,
        [view.labels.confirmPassword]: values.confirmPassword,
        [view.labels.referrerDetails]: referralOnScreen(values.referrerDetails),
        [view.labels.termsAccepted]: values.termsAccepted,
      },
      { [view.labels.verificationCode]: values.verificationCode },
    ][index] ?? {},
  codeStep: 2,
  codeLine: view.codeSentTo,
});

// ─── What a person sees in each state of the sign-up wizard ────────────────────────────────
const screens: ScreenTable<Snapshot> = {
  'Email.Editing': onStep(0),
  'Email.Checking': onStep(0, { busy: true }),
  'Details.Editing': onStep(1),
  'Details.SendingCode': onStep(1, { busy: true }),
  'Code.Editing': onStep(2),
  'Code.Resending': onStep(2, { sending: true }),
  'Code.Verifying': onStep(2, { busy: true }),
  'Code.Registering': onStep(2, { busy: true }),
  Registered: () => ({ location: pagePaths.customer.area }),
};

// ─── What a person does for each event ────────────────────────────────────────────────────
const does: PersonTable<Snapshot> = {
  ...wizardMoves,
  'field.change': ({ field, value }) => {
    const label = view.labels[field as SignupField];
    if (field === 'termsAccepted') person.ticks(label, value as boolean);
    else if (field === 'referrerDetails') person.chooses(label, referralOnScreen(value as string));
    else person.types(label, value as string);
  },
};

// ─── The service call each invoked call makes ─────────────────────────────────────────────
const calls: ServiceCalls = {
  checkEmail: { 'authApi.emailExists': whole },
  sendCode: { 'authApi.sendRegistrationCode': whole },
  resendCode: { 'authApi.sendRegistrationCode': whole },
  verifyCode: { 'authApi.checkCode': whole },
  register: { 'authApi.register': whole },
};

describeReplay('sign-up wizard', {
  machine: machineRegistry.signupWizard.machine,
  model: signupWizardModel,
  render: () => renderPage(<SignupPage />, pagePaths.signup),
  screens,
  person: does,
  calls,
});
