/** The words of the form kit (`src/ui/components/form`), the same on every form. */
export const formTexts = {
  /** Spec section 5: the heading of a wizard step's bulleted list of problems. */
  issueListTitle: 'Please check the following',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  verificationCode: 'Verification code',
  /** Said after a link's name to screen readers when the link opens another tab. */
  opensInNewTab: ' (opens in a new tab)',
} as const;
