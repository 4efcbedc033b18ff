import type { SnapshotFrom } from 'xstate';
import type { signupWizardMachine } from './machine';

/** The step on screen: 0 the e-mail, 1 the details, 2 the code (and the registration). */
export const selectSignupStep = (snapshot: SnapshotFrom<typeof signupWizardMachine>) => {
  if (snapshot.matches('Email')) return 0;
  return snapshot.matches('Details') ? 1 : 2;
};
