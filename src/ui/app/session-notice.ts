import { useSyncExternalStore } from 'react';

/**
 * The session's last word to the person ('You are logged out. Please login again.'). The
 * session machine announces it through an injected action; the login screen, where sign-out
 * and expiry always lead, shows it until the next sign-in.
 */
let notice: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null) {
  if (next === notice) return;
  notice = next;
  for (const listener of listeners) listener();
}

export const sessionNotice = {
  announce: (text: string) => set(text),
  clear: () => set(null),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionNotice(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => notice,
    () => null,
  );
}
