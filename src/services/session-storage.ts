import type { SessionResponse, User } from './contract';
import { markSignedIn, unmarkSignedIn } from './signed-in-cookie';
import { storage, storageKeys } from './storage';

/** The signed-in session as the browser keeps it (spec section 3). */
export type StoredSession = SessionResponse;

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * Checked by hand rather than with the contract's schemas: this module loads with every page,
 * and the schemas (with valibot) belong to the account screens' chunks.
 */
function asUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const { firstName, lastName, emailAddress, roles } = value as Record<string, unknown>;
  if (!isText(firstName) || !isText(lastName) || !isText(emailAddress)) return null;
  if (!Array.isArray(roles) || !roles.every(isText)) return null;
  return { firstName, lastName, emailAddress, roles };
}

/** The stored session, or null when there is none or what is stored is unreadable. */
export function readStoredSession(): StoredSession | null {
  const authToken = storage.read(storageKeys.authToken);
  const expiresIn = Number(storage.read(storageKeys.expiresIn) ?? Number.NaN);
  const user = asUser(parseJson(storage.read(storageKeys.user)));
  if (!authToken || !Number.isFinite(expiresIn) || !user) return null;
  return { authToken, expiresIn, user };
}

/** The bearer token of authenticated calls (spec section 7: "from local storage"). */
export function readStoredToken(): string | null {
  return storage.read(storageKeys.authToken);
}

/**
 * Writes the token last (and removes it first when clearing): other tabs react to the token's
 * key, and by then the expiry and user are already in place. The signed-in cookie follows the
 * session (see signed-in-cookie.ts).
 */
export function writeStoredSession(session: StoredSession): void {
  // Made at sign-in, before any tab refreshes, so that every tab sends the same one.
  readRefreshKey();
  storage.write(storageKeys.expiresIn, String(session.expiresIn));
  storage.write(storageKeys.user, JSON.stringify(session.user));
  storage.write(storageKeys.authToken, session.authToken);
  markSignedIn(session.expiresIn);
}

/**
 * Marks the browser signed in again for the session stored now (read at this moment, so it
 * never writes back one that another tab has replaced since): a browser may drop the cookie
 * before the session ends, and sessions stored before it existed have none.
 */
export function renewSignedInMark(): void {
  const session = readStoredSession();
  if (session) markSignedIn(session.expiresIn);
}

export function clearStoredSession(): void {
  storage.remove(storageKeys.authToken);
  storage.remove(storageKeys.expiresIn);
  storage.remove(storageKeys.user);
  storage.remove(storageKeys.refreshingToken);
  storage.remove(storageKeys.refreshKey);
  unmarkSignedIn();
}

const REFRESH_KEY = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * The key this browser sends with every refresh, made the first time it is needed: a refresh
 * asked again with it within a minute (the answer was lost) gets the same new token, where
 * anyone else's second refresh of a token is refused (server/domain/sessions.ts).
 */
export function readRefreshKey(): string {
  const stored = storage.read(storageKeys.refreshKey);
  if (stored && REFRESH_KEY.test(stored)) return stored;
  // getRandomValues works on plain http too, where randomUUID does not.
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  const key = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  storage.write(storageKeys.refreshKey, key);
  return key;
}

/**
 * Notes the token a refresh is under way for, and forgets it once the answer is in (unless
 * another refresh has started meanwhile). A page that reloads before the answer arrives has
 * lost the new token; finding the note, it asks again (`hasInterruptedRefresh`).
 */
export const refreshNote = {
  write: (token: string) => storage.write(storageKeys.refreshingToken, token),
  clear: (token: string) => {
    if (storage.read(storageKeys.refreshingToken) === token) {
      storage.remove(storageKeys.refreshingToken);
    }
  },
};

/** Whether the stored session's token was being refreshed when the page went away. */
export function hasInterruptedRefresh(): boolean {
  const token = readStoredToken();
  return token !== null && storage.read(storageKeys.refreshingToken) === token;
}

export type SessionChange = { kind: 'signedIn'; session: StoredSession } | { kind: 'signedOut' };

/**
 * Calls back when another tab signs in or out: browsers fire `storage` events only in the
 * other tabs of the same origin. Returns the unsubscribe function.
 */
export function watchOtherTabs(onChange: (change: SessionChange) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key !== null && event.key !== storageKeys.authToken) return;
    if (event.newValue === null || event.key === null) {
      onChange({ kind: 'signedOut' });
      return;
    }
    const session = readStoredSession();
    if (session) onChange({ kind: 'signedIn', session });
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
