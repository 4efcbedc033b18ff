/** Spec section 7: what a failed call says when the server gave no message of its own. */
export const networkMessages = {
  /** The server answered with an error but no `data.message` or `message`. */
  fallback: 'Network response was not ok',
  timeout: 'Request timeout, please try again',
  network: 'Network error. Please try again later.',
} as const;
