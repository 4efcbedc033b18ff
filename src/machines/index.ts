import type { AnyStateMachine } from 'xstate';
import { cookieBannerMachine } from './cookie-banner.machine';
import { loginMachine } from './login.machine';
import { resendCooldownMachine } from './resend-cooldown.machine';
import { resetWizardMachine } from './reset-wizard.machine';
import { sessionMachine } from './session.machine';
import { signupWizardMachine } from './signup-wizard.machine';

export type MachineEntry = {
  machine: AnyStateMachine;
  /** What the flow is for, in a sentence a product owner can read. */
  description: string;
};

/**
 * Every machine of the product. Diagrams (`npm run machines:docs`) and path-coverage tests
 * (`npm run test:paths`) are generated from this list, so a machine missing here is missing
 * from both: add each new machine.
 */
export const machineRegistry = {
  cookieBanner: {
    machine: cookieBannerMachine,
    description:
      'The cookie banner of the public site: shown until the visitor clicks Allow, then never again on this browser.',
  },
  session: {
    machine: sessionMachine,
    description:
      'The signed-in session: restored from storage at start, ended at its expiry or on sign-out (with the logged-out notice and a move to /login), and kept in step across browser tabs.',
  },
  login: {
    machine: loginMachine,
    description:
      'The login form: checks the fields, sends the credentials, starts the session and goes to /customer, or shows the error the spec gives for each failure.',
  },
  signupWizard: {
    machine: signupWizardMachine,
    description:
      'The three-step sign-up: a free e-mail, then name, password, referral and terms ending with an e-mailed code, then the code checked with the server before registering.',
  },
  resendCooldown: {
    machine: resendCooldownMachine,
    description:
      'The 60-second wait after a code is sent, counting down "Resend available in Ns" before the code can be sent again.',
  },
  resetWizard: {
    machine: resetWizardMachine,
    description:
      'The two-step password reset: the e-mail receives a code, then the code and a new password; success shows a message and goes to /login after 1.5 s.',
  },
} satisfies Record<string, MachineEntry>;

export type MachineName = keyof typeof machineRegistry;
