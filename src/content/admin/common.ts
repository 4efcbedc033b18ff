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
} as const;
