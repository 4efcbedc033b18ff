import { vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { machineRegistry } from '../../../src/machines';
import type { ResetField, resetWizardMachine } from '../../../src/machines/reset-wizard/machine';
import { pagePaths } from '../../../src/services/contract';
import ResetPasswordPage from '../../../src/ui/auth/reset-password-page';
import { resetWizardModel } from '../../machines/models/reset-wizard';
import { type ServiceCalls, whole } from './support/edge';
import { person } from './support/person';
import { renderPage } from './support/render-page';
import { describeReplay, type PersonTable, type ScreenTable } from './support/replay';
import { wizardMoves, wizardSteps, wizardWords } from './support/wizard-screen';

vi.mock('../../../src/services/auth', async (original) =>
  (await import('./support/edge')).withFake(original, 'authApi'),
);
vi.mock('../../../src/machines/inspector', () => import('./support/page-actor'));

type Snapshot = SnapshotFrom<typeof resetWizardMachine>;

/** Words the reset screen still spells in its view (import them once they move to content). */
const view = {
  title: 'Reset Password',
  steps: ['Email', 'New password'],
  reset: 'Reset Password',
  labels: {
    emailAddress: 'Email',
    verificationCode: 'Verification code',
    password: 'New password',
    confirmPassword: 'Confirm new password',
  } satisfies Record<ResetField, string>,
  codeSentTo: (email: string) => `Enter the code we sent to ${email} and choose a new password.`,
};

const onStep = wizardSteps<Snapshot['context']['values']>({
  location: pagePaths.resetPassword,
  title: view.title,
  steps: view.steps,
  submits: [wizardWords.continue, view.reset],
  fields: (index, values) =>
    index === 0
      ? { [view.labels.emailAddress]: values.emailAddress }
      : {
          [view.labels.verificationCode]: values.verificationCode,
          [view.labels.password]: values.password,
          [view.labels.confirmPassword]: values.confirmPassword,
        },
  codeStep: 1,
  codeLine: view.codeSentTo,
});

// ─── What a person sees in each state of the reset wizard ─────────────────────────────────
const screens: ScreenTable<Snapshot> = {
  'Email.Editing': onStep(0),
  'Email.SendingCode': onStep(0, { busy: true }),
  'Code.Editing': onStep(1),
  'Code.Resending': onStep(1, { sending: true }),
  'Code.Updating': onStep(1, { busy: true }),
  Done: onStep(1, { done: true }),
  Redirected: () => ({ location: pagePaths.login }),
};

// ─── What a person does for each event ────────────────────────────────────────────────────
const does: PersonTable<Snapshot> = {
  ...wizardMoves,
  'field.change': ({ field, value }) =>
    person.types(view.labels[field as ResetField], value as string),
};

// ─── The service call each invoked call makes ─────────────────────────────────────────────
const calls: ServiceCalls = {
  sendResetCode: { 'authApi.sendResetCode': whole },
  resendResetCode: { 'authApi.sendResetCode': whole },
  updatePassword: { 'authApi.updatePassword': whole },
};

describeReplay('reset wizard', {
  machine: machineRegistry.resetWizard.machine,
  model: resetWizardModel,
  render: () => renderPage(<ResetPasswordPage />, pagePaths.resetPassword),
  screens,
  person: does,
  calls,
});
