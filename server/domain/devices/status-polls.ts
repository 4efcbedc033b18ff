import type { StopState } from '../../../src/services/contract';
import { DomainError, rateLimited } from '../errors';
import type { RateLimiter, RateRule } from '../rate-limit';
import type { StopSignals } from './stop-signals';

/** Open status polls one device may hold at once (a second covers a reconnect's overlap). */
export const MAX_POLLS_PER_DEVICE = 2;
/** Open status polls one account may hold at once on one instance, however many devices. */
export const MAX_POLLS_PER_ACCOUNT = 20;
const RETRY_AFTER_MS = 5_000;
/**
 * Status calls one device may make in a quarter of an hour, counted on every instance: a poll
 * answered at the end of its 25 s wait makes 36, each change one more; a device asking in a
 * tight loop is slowed down before it costs a database read each time.
 */
export const DEVICE_STATUS_RULE: RateRule = {
  name: 'device-status',
  limit: 120,
  windowMs: 15 * 60_000,
};

export type StatusPolls = ReturnType<typeof createStatusPolls>;

/**
 * The devices' long polls of the emergency stop: each answers at once when the state differs
 * from what the device knows, else when a signal says it changed, or when `waitMs` passed.
 * The number open is bounded per device and per account (each holds a connection). At a
 * shutdown every open poll answers at once, so the drain does not wait out 25 s.
 */
export function createStatusPolls(deps: {
  signals: StopSignals;
  read: (userId: string) => Promise<StopState | null>;
  limiter: RateLimiter;
  waitMs: number;
}) {
  const open = new Map<string, number>();
  const releases = new Set<() => void>();
  let closed = false;

  function take(key: string, limit: number): boolean {
    const count = open.get(key) ?? 0;
    if (count >= limit) return false;
    open.set(key, count + 1);
    return true;
  }

  function give(key: string) {
    const count = (open.get(key) ?? 1) - 1;
    if (count <= 0) open.delete(key);
    else open.set(key, count);
  }

  /** Waits until the state differs from `known`; the state, or null when the account is gone. */
  async function wait(
    device: { id: string; userId: string },
    known: number | undefined,
  ): Promise<StopState | null> {
    const decision = await deps.limiter.take(DEVICE_STATUS_RULE, device.id);
    if (!decision.allowed) {
      throw rateLimited('Too many status calls from this device.', decision.retryAfterMs);
    }
    const deviceKey = `device:${device.id}`;
    const accountKey = `account:${device.userId}`;
    if (!take(deviceKey, MAX_POLLS_PER_DEVICE)) throw tooMany();
    if (!take(accountKey, MAX_POLLS_PER_ACCOUNT)) {
      give(deviceKey);
      throw tooMany();
    }
    let woken!: () => void;
    const wake = new Promise<void>((resolve) => {
      woken = resolve;
    });
    // Listening before reading: a change between the read and the wait is not missed.
    const unsubscribe = deps.signals.subscribe(device.userId, () => woken());
    releases.add(woken);
    const timer = setTimeout(() => woken(), deps.waitMs);
    try {
      const now = await deps.read(device.userId);
      if (!now || closed || known === undefined || now.changedAt !== known) return now;
      await wake;
      return await deps.read(device.userId);
    } finally {
      clearTimeout(timer);
      releases.delete(woken);
      unsubscribe();
      give(deviceKey);
      give(accountKey);
    }
  }

  return {
    wait,
    /** Answers every open poll now, and every later one at once (the server is stopping). */
    close() {
      closed = true;
      for (const release of releases) release();
    },
  };
}

const tooMany = () =>
  new DomainError(
    'rate-limited',
    'Too many status polls are open for this device or account. Try again in a few seconds.',
    { retryAfterMs: RETRY_AFTER_MS },
  );
