import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '../services/contract';
import { BRAND_NAME } from './brand';

/**
 * The words of the account screens (spec section 2): /login, /signup and /reset-password. The
 * sentences of the rules and the calls' outcomes are in `auth-messages.ts`.
 */

/** The frame around every account screen. */
export const authLayoutTexts = {
  homeLink: `${BRAND_NAME} home`,
  accountLinks: 'Account links',
  returnToHome: 'Return to Home',
} as const;

/** Fields more than one account screen shows. */
export const accountFields = {
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  passwordHelp: `At least ${PASSWORD_MIN_LENGTH} characters, with an uppercase letter and a number.`,
} as const;

export const loginScreen = {
  title: 'Customer Login',
  subtitle: 'Sign in to your scripts, subscription and support.',
  password: 'Password',
  forgotPassword: 'Forgot Password?',
  submit: 'Login',
  newHere: 'New to the desktop tool?',
  createAccount: 'Create Account',
  busy: 'Signing in…',
} as const;

/** The sign-in's second step (issue 35): a code from the authenticator app or a recovery code. */
export const secondFactorScreen = {
  title: 'Two-step sign-in',
  appIntro: 'Open your authenticator app and enter the 6-digit code it shows for SignalHand.',
  recoveryIntro: 'Enter one of the recovery codes you saved when you set up the app.',
  appLabel: 'Code from the app',
  recoveryLabel: 'Recovery code',
  submit: 'Verify',
  useRecovery: 'Use a recovery code instead',
  useApp: 'Use the code from the app instead',
  startAgain: 'Back to sign-in',
  busy: 'Checking the code…',
  expired: 'This sign-in took too long (5 minutes). Please sign in again.',
} as const;

/** What both wizards say around their steps. */
export const wizardTexts = {
  back: 'Back',
  continue: 'Continue',
  busy: 'Please wait…',
  /** Under the title: where the person is ('Step 2 of 3: Your details'). */
  stepOf: (steps: readonly string[], index: number) =>
    `Step ${index + 1} of ${steps.length}: ${steps[index]}`,
  progress: 'Progress',
  /** Before each step's name in the progress bar, for screen readers. */
  progressStep: (step: number) => `Step ${step}: `,
  progressDone: ' (done)',
} as const;

export const signupScreen = {
  title: 'Create Account',
  steps: ['Email', 'Your details', 'Verify e-mail'],
  submit: 'Sign Up',
  haveAccount: 'Already have an account?',
  login: 'Login',
  emailHelp: "We'll send a verification code to this address.",
  firstName: 'First name',
  lastName: 'Last name',
  password: 'Password',
  confirmPassword: 'Confirm password',
  referrer: 'How did you hear about us?',
  referrerPlaceholder: 'Choose one',
  /** Answers to 'How did you hear about us?' (the register request's referrerDetails). */
  referralOptions: [
    'Search engine',
    'YouTube',
    'Social media',
    'A friend or colleague',
    'Trading forum or community',
    'ChatGPT or another AI assistant',
    'Other',
  ],
  /** Spec sections 2 and 9: the terms checkbox, its link opening the terms in a new tab. */
  terms: { before: 'I am at least 18 years old and accept the', link: 'Terms and Conditions' },
  /** Around the address the code went to. */
  codeIntro: { before: `Enter the ${VERIFICATION_CODE_LENGTH}-digit code we sent to`, after: '.' },
} as const;

export const resetScreen = {
  title: 'Reset Password',
  steps: ['Email', 'New password'],
  submit: 'Reset Password',
  returnToLogin: 'Return to Login',
  emailHelp: "We'll e-mail you a code to set a new password.",
  password: 'New password',
  confirmPassword: 'Confirm new password',
  codeIntro: { before: 'Enter the code we sent to', after: ' and choose a new password.' },
} as const;
