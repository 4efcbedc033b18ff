import { EventEmitter } from 'node:events';

/**
 * How a change of one account's emergency stop reaches the status polls waiting for it, on this
 * instance and on every other one. A signal carries only the account's id: a poll that hears it
 * reads the state from the database, which stays the one truth.
 */
export type StopSignals = {
  /** Tells every instance, this one included, that the account's stop changed. */
  publish(userId: string): Promise<void>;
  /** Calls `listener` at each change of the account's stop; the answer unsubscribes. */
  subscribe(userId: string, listener: () => void): () => void;
  close(): Promise<void>;
};

/**
 * The signals of one process (the embedded database: one instance only), also the listeners'
 * book for the shared engines, which hand each message they receive to `deliver`.
 */
export function createLocalStopSignals(): StopSignals & {
  deliver(userId: string): void;
  /** Wakes every listener (after a shared engine reconnected and may have missed messages). */
  deliverAll(): void;
} {
  const emitter = new EventEmitter();
  // One listener per open poll: thousands of devices are expected, not a leak.
  emitter.setMaxListeners(0);
  const ALL = Symbol('all');
  return {
    async publish(userId) {
      emitter.emit(userId);
    },
    subscribe(userId, listener) {
      emitter.on(userId, listener);
      emitter.on(ALL, listener);
      return () => {
        emitter.off(userId, listener);
        emitter.off(ALL, listener);
      };
    },
    deliver: (userId) => emitter.emit(userId),
    deliverAll: () => emitter.emit(ALL),
    async close() {
      emitter.removeAllListeners();
    },
  };
}
