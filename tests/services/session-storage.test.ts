// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearStoredSession,
  hasInterruptedRefresh,
  readRefreshKey,
  readStoredSession,
  readStoredToken,
  refreshNote,
  renewSignedInMark,
  watchOtherTabs,
  writeStoredSession,
} from '../../src/services/session-storage';
import {
  SIGNED_IN_COOKIE,
  signedInCookie,
  unmarkSignedIn,
} from '../../src/services/signed-in-cookie';

const session = {
  authToken: 'token-1',
  expiresIn: 1_900_000_000_000,
  user: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailAddress: 'ada@example.com',
    roles: ['ADMIN'],
  },
};

describe('session storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps token, expiry and user in local storage and reads them back', () => {
    writeStoredSession(session);
    expect(localStorage.getItem('authToken')).toBe('token-1');
    expect(localStorage.getItem('expiresIn')).toBe('1900000000000');
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual(session.user);
    expect(readStoredSession()).toEqual(session);
    expect(readStoredToken()).toBe('token-1');
  });

  it('clears all three', () => {
    writeStoredSession(session);
    clearStoredSession();
    expect(readStoredSession()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('marks the browser signed in for the server while a session is stored, and no longer', () => {
    writeStoredSession(session);
    expect(document.cookie).toBe(`${SIGNED_IN_COOKIE}=1`);
    clearStoredSession();
    expect(document.cookie).toBe('');
    // A session that has already expired marks nothing.
    writeStoredSession({ ...session, expiresIn: Date.now() - 1000 });
    expect(document.cookie).toBe('');
  });

  it('renews the mark from the session stored at that moment, writing nothing else', () => {
    writeStoredSession(session);
    // The browser dropped the cookie (Safari keeps a script's cookies 7 days at most).
    unmarkSignedIn();
    expect(document.cookie).toBe('');
    const user = JSON.stringify({ ...session.user, roles: ['ROLE_PRO_SUBSCRIBED_CUSTOMER'] });
    localStorage.setItem('user', user);
    renewSignedInMark();
    expect(document.cookie).toBe(`${SIGNED_IN_COOKIE}=1`);
    expect(localStorage.getItem('user')).toBe(user);
    clearStoredSession();
    renewSignedInMark();
    expect(document.cookie).toBe('');
  });

  it('writes a cookie for the whole site that lives as long as the session', () => {
    expect(signedInCookie(session.expiresIn, false)).toBe(
      `${SIGNED_IN_COOKIE}=1; Path=/; Expires=Sun, 17 Mar 2030 17:46:40 GMT; SameSite=Lax`,
    );
    expect(signedInCookie(session.expiresIn, true)).toMatch(/; SameSite=Lax; Secure$/);
  });

  it.each([
    ['no token', { expiresIn: '1', user: JSON.stringify(session.user) }],
    [
      'an expiry that is not a number',
      { authToken: 't', expiresIn: 'soon', user: JSON.stringify(session.user) },
    ],
    ['a user that is not JSON', { authToken: 't', expiresIn: '1', user: '{' }],
    [
      'a user without roles',
      {
        authToken: 't',
        expiresIn: '1',
        user: JSON.stringify({ firstName: 'A', lastName: 'B', emailAddress: 'c' }),
      },
    ],
  ])('treats a damaged session (%s) as none', (_, stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    expect(readStoredSession()).toBeNull();
  });

  it('makes one refresh key at sign-in that every tab reads, and drops it at sign-out', () => {
    writeStoredSession(session);
    const key = localStorage.getItem('refreshKey');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(readRefreshKey()).toBe(key);
    writeStoredSession({ ...session, authToken: 'token-2' });
    expect(readRefreshKey()).toBe(key);
    clearStoredSession();
    expect(localStorage.getItem('refreshKey')).toBeNull();
    // A damaged key is made again.
    localStorage.setItem('refreshKey', 'x');
    expect(readRefreshKey()).not.toBe('x');
    expect(readRefreshKey()).toBe(localStorage.getItem('refreshKey'));
  });

  it('knows a refresh of the stored token was under way when the page went away', () => {
    writeStoredSession(session);
    expect(hasInterruptedRefresh()).toBe(false);
    refreshNote.write('token-1');
    // The page reloads here: the note is still there, for the token still stored.
    expect(hasInterruptedRefresh()).toBe(true);
    // The answer came in and was stored: the note is about a token no longer held.
    writeStoredSession({ ...session, authToken: 'token-2' });
    expect(hasInterruptedRefresh()).toBe(false);
    refreshNote.clear('token-1');
    expect(localStorage.getItem('refreshingToken')).toBeNull();
    // Another refresh's note is not someone else's to clear.
    refreshNote.write('token-2');
    refreshNote.clear('token-1');
    expect(hasInterruptedRefresh()).toBe(true);
    clearStoredSession();
    expect(localStorage.length).toBe(0);
  });

  it('hears another tab sign in and out through the storage event', () => {
    const onChange = vi.fn();
    const stop = watchOtherTabs(onChange);
    writeStoredSession(session);
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', newValue: 'token-1' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'signedIn', session });
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: '{}' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', newValue: null }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'signedOut' });
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(onChange).toHaveBeenCalledTimes(3);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', newValue: null }));
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
