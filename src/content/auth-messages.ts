import { accountFieldMessages } from '../services/contract';

/**
 * Every sentence of spec sections 5 and 8 that the account screens show, written once. The
 * words the server says too (an e-mail's, a password's, a code's) come from the contract.
 */
export const authMessages = {
  login: {
    validationFailed: 'Validation failed',
    unauthorized: 'Unauthorized access',
    notFound: 'API endpoint not found',
    server: 'Server error. Please try again later.',
    unexpected: 'Unexpected error occurred',
    unknown: 'An unknown error occurred',
    /** The second step's code field (issue 35). */
    codeRequired: 'Enter the code',
    appCodeRule: 'The code from the app is 6 digits',
  },
  fields: {
    ...accountFieldMessages,
    emailExists: 'This email address already exists in the system.',
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    confirmRequired: 'Confirm your password',
    passwordsDiffer: 'Passwords do not match',
    referrerRequired: 'This field is required',
    termsRequired: 'You must accept the terms',
    newPasswordRequired: 'New password is required',
    newPasswordRule: 'Must include 8+ chars, an uppercase letter, and a number',
    confirmNewRequired: 'Please confirm your password',
  },
  signup: {
    emailCheckFailed:
      'Something went wrong while checking your email. Please contact our support team.',
    sendFailed: 'Failed to send verification email.',
    sent: 'Verification email sent. Please check your inbox.',
    registrationFailed: 'Registration failed',
  },
  /** Both wizards' code step: another code on request, 60 s after the last one. */
  resend: {
    resent: 'Verification email re-sent. Please check your inbox.',
    resendFailed: 'Failed to resend verification email.',
    prompt: "Didn't get the e-mail?",
    ready: 'Resend code',
    sending: 'Sending…',
    /** Spec section 4: the countdown after a send. */
    coolingDown: (seconds: number) => `Resend available in ${seconds}s`,
  },
  reset: {
    sendFailed: 'Failed to send reset email. Please try again.',
    sent: 'Reset email sent. Please check your inbox for the verification code.',
    updateFailed: 'Password update failed',
    updateError: 'Error updating password',
    succeeded: 'Password reset successful. Redirecting to login...',
  },
} as const;
