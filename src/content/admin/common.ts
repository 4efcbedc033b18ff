/** Texts every console table and confirmed action share (issue 17). */
export const adminListTexts = {
  loadFailed: 'This list could not be loaded. Please try again.',
  retry: 'Try again',
  empty: 'Nothing here yet.',
  noMatches: 'Nothing matches your search.',
  searchLabel: 'Search',
  loading: 'Loading…',
  previous: 'Previous page',
  next: 'Next page',
  /** "21–40 of 57". */
  range: (first: number, last: number, total: number) => `${first}–${last} of ${total}`,
  sortBy: (column: string) => `Sort by ${column}`,
} as const;

export const confirmedActionTexts = {
  confirm: 'Confirm',
  cancel: 'Cancel',
  failed: 'That did not work. Please try again.',
  dismiss: 'Close',
  /** Sudo mode (issue 35): a weighty action asks for the second factor again. */
  secondFactor: {
    title: 'Confirm it is you',
    text: 'Your last code was given over 10 minutes ago. Enter a code from your authenticator app (or a recovery code) to go on.',
    code: 'Code from the app',
    checking: 'Checking…',
  },
} as const;

/** The console for an operator without a second factor (issue 35). */
export const secondFactorNeededTexts = {
  heading: 'Set up a second factor first',
  text: 'The console opens only for operators who sign in with a second factor, as it can change what every customer pays for and runs. Add an authenticator app on your Security page, then come back.',
  action: 'Go to Security',
} as const;
