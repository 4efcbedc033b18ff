// The emergency stop (issue 36): a customer, or an operator for them, stops trading on every
// desktop device of the account; the devices learn it by long-polling their status.
import * as v from 'valibot';

/** The constants the desktop and the server share. */
export const emergencyStop = {
  /** How long the status call waits for a change before answering the state unchanged. */
  waitSeconds: 25,
  /** Every linked desktop stops within this many seconds of the press (the promise to traders). */
  reactSeconds: 10,
} as const;

/** The stop's state: `changedAt` (epoch ms; 0 when it was never pressed) versions it. */
export const StopStateSchema = v.object({ stopped: v.boolean(), changedAt: v.number() });
export type StopState = v.InferOutput<typeof StopStateSchema>;

/** GET the device's status: `knownChangedAt`, the `changedAt` the device last saw (absent: none). */
export const DeviceStatusQuerySchema = v.object({
  knownChangedAt: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,15}$/, 'knownChangedAt must be the changedAt of an earlier answer'),
      v.transform(Number),
    ),
  ),
});

/**
 * Re-using freed seats (issue 36, point 4): signing a device out frees its seat at once, but an
 * account may sign in only this many devices beyond its plan's limit in any `windowDays`.
 */
export const seatReuse = { extraSignIns: 5, windowDays: 30 } as const;
