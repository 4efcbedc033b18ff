/** Where the server reads the time, so tests can move it (code expiry, cooldowns, sessions). */
export type Clock = {
  /** Milliseconds since the epoch. */
  now(): number;
};

export const systemClock: Clock = { now: () => Date.now() };
