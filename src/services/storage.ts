/** Browser storage keys of spec section 3, named once. */
export const storageKeys = {
  cookieDisclaimerDismissed: 'cookieDisclaimerDismissed',
  /** The session (spec section 3): bearer token, absolute expiry in epoch ms, and the user. */
  authToken: 'authToken',
  expiresIn: 'expiresIn',
  user: 'user',
  /**
   * The browser's own key, sent with every refresh (`Idempotency-Key`): the server answers a
   * refresh asked again with it (a reload mid-call, another tab) with the same new token.
   */
  refreshKey: 'refreshKey',
  /** The token a refresh is under way for, until its answer is in: a reload asks again. */
  refreshingToken: 'refreshingToken',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/**
 * Local storage that never throws: private modes and blocked storage make `localStorage`
 * unusable, and a banner or a session must then degrade to "not remembered", not crash.
 */
export const storage = {
  read(key: StorageKey): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  write(key: StorageKey, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // Not remembered this time; the flow still works for the current page.
    }
  },
  remove(key: StorageKey): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};
