import type { SnapshotFrom } from 'xstate';
import type { resetWizardMachine } from './machine';

/** The step on screen: 0 the e-mail, 1 the code and the new password (and the success). */
export const selectResetStep = (snapshot: SnapshotFrom<typeof resetWizardMachine>) =>
  snapshot.matches('Email') ? 0 : 1;
