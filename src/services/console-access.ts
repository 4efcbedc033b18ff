import { type ErrorBody, secondFactorErrorCodes } from './contract';

/**
 * Whether the server refused this operator the console for want of a second factor (403
 * NSK-4031, issue 35): every console call is refused then, so the console shows one lead to the
 * Security page instead of a failure on each panel. The server's answer is the truth; the
 * console only listens for it.
 */
let refused = false;
const listeners = new Set<() => void>();

const tell = () => {
  for (const listener of listeners) listener();
};

export const consoleAccess = {
  isRefused: () => refused,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The console opens again (the operator may have set a factor up meanwhile): ask afresh. */
  reset() {
    if (!refused) return;
    refused = false;
    tell();
  },
  /** Reads a failed operator call: a refusal for want of a second factor closes the console. */
  note(error: { status?: number; body?: ErrorBody }) {
    const needsSecondFactor =
      error.status === 403 && error.body?.data?.code === secondFactorErrorCodes.required;
    if (!needsSecondFactor || refused) return;
    refused = true;
    tell();
  },
};
