import type { Clock } from './clock';

/** At most `limit` events per key in any window of `windowMs` (a sliding window). */
export type RateRule = { name: string; limit: number; windowMs: number };

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts events per rule and key. The in-memory implementation serves one process; a shared
 * one (Redis) keeps the same contract for several instances, and throws `DomainError`
 * 'unavailable' (503) when it cannot count.
 *
 * An attempt is counted before the work it guards (a password check, a mail): `take` reserves
 * its place, so however many arrive at once no more than the limit get through, and `release`
 * gives the place back when the attempt turns out not to count (a login that succeeded, a mail
 * that could not be sent). Checking first and recording after the work would let a parallel
 * burst pass the check together.
 */
export interface RateLimiter {
  /** Whether one more event would be allowed now, without counting it (to say how long to wait). */
  check(rule: RateRule, key: string): Promise<RateDecision>;
  /** Checks and, when allowed, counts one event, as one step. */
  take(rule: RateRule, key: string): Promise<RateDecision>;
  /** Gives back one event taken under the key (the newest), when the attempt does not count. */
  release(rule: RateRule, key: string): Promise<void>;
  /** Forgets every event under the key (a successful login clears its failures). */
  reset(rule: RateRule, key: string): Promise<void>;
}

type Entry = { windowMs: number; times: number[] };

/** How many operations between sweeps of keys whose events have all left their window. */
const SWEEP_EVERY = 1000;

export function createMemoryRateLimiter(clock: Clock): RateLimiter {
  const entries = new Map<string, Entry>();
  let operations = 0;

  const sweep = (now: number) => {
    for (const [id, entry] of entries) {
      const last = entry.times.at(-1);
      if (last === undefined || last <= now - entry.windowMs) entries.delete(id);
    }
  };

  /** The key's events still inside the window, oldest first. */
  const current = (rule: RateRule, key: string, now: number): Entry => {
    operations += 1;
    if (operations % SWEEP_EVERY === 0) sweep(now);
    const id = `${rule.name}:${key}`;
    const entry = entries.get(id) ?? { windowMs: rule.windowMs, times: [] };
    entry.times = entry.times.filter((time) => time > now - rule.windowMs);
    entries.set(id, entry);
    return entry;
  };

  const decide = (rule: RateRule, entry: Entry, now: number): RateDecision => {
    const excess = entry.times.length - rule.limit;
    if (excess < 0) return { allowed: true };
    // The event whose leaving the window brings the count back under the limit.
    const freeing = entry.times[excess] ?? now;
    return { allowed: false, retryAfterMs: Math.max(1, freeing + rule.windowMs - now) };
  };

  return {
    async check(rule, key) {
      const now = clock.now();
      return decide(rule, current(rule, key, now), now);
    },
    async take(rule, key) {
      const now = clock.now();
      const entry = current(rule, key, now);
      const decision = decide(rule, entry, now);
      if (decision.allowed) entry.times.push(now);
      return decision;
    },
    async release(rule, key) {
      current(rule, key, clock.now()).times.pop();
    },
    async reset(rule, key) {
      entries.delete(`${rule.name}:${key}`);
    },
  };
}
