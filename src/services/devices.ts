import * as v from 'valibot';
import {
  type DeviceDecisionAnswerSchema,
  type DeviceDecisionSchema,
  DeviceLimitAnswerSchema,
  devicesEndpoints as endpoints,
} from './contract';
import { ApiRequestError, callEndpoint } from './http';

/** A user code as the desktop shows it: two groups of four, upper case. */
const USER_CODE_PATTERN = /^[A-Z]{4}-[A-Z]{4}$/;

/**
 * A user code as a person may type it (lower case, spaces, no dash) in its canonical
 * `XXXX-XXXX` form, or null when it cannot be one. The server decides whether it is known.
 */
export function normaliseUserCode(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '');
  const code = `${compact.slice(0, 4)}-${compact.slice(4)}`;
  return USER_CODE_PATTERN.test(code) ? code : null;
}

/** 'approve' or 'deny'. */
export type DeviceDecision = v.InferOutput<typeof DeviceDecisionSchema>['decision'];

/** What approving or denying gives: the decision taken, or the plan's limit that stopped it. */
export type DeviceDecisionOutcome =
  | v.InferOutput<typeof DeviceDecisionAnswerSchema>
  | { status: 'overLimit'; limit: number; nextSignInAt?: string };

/** The customer's devices and device sign-ins (issue 18), as `devicesEndpoints` declares them. */
export const devicesApi = {
  list: () => callEndpoint(endpoints.list, {}),

  revoke: async (deviceId: string): Promise<void> => {
    await callEndpoint(endpoints.revoke, { params: { id: deviceId } });
  },

  lookUp: (userCode: string) => callEndpoint(endpoints.pending, { params: { userCode } }),

  /** The emergency stop (issue 36): its state, and the two presses. */
  stopState: () => callEndpoint(endpoints.stopState, {}),
  stop: () => callEndpoint(endpoints.stop, {}),
  resume: () => callEndpoint(endpoints.resume, {}),

  /** A 409 carries the plan's limit: an answer to show, not an exception. */
  async decide(userCode: string, decision: DeviceDecision): Promise<DeviceDecisionOutcome> {
    try {
      return await callEndpoint(endpoints.decide, { params: { userCode }, body: { decision } });
    } catch (error) {
      const overLimit =
        error instanceof ApiRequestError && error.status === 409
          ? v.safeParse(DeviceLimitAnswerSchema, error.body)
          : null;
      if (overLimit?.success) {
        const { limit, nextSignInAt } = overLimit.output;
        return { status: 'overLimit', limit, ...(nextSignInAt && { nextSignInAt }) };
      }
      throw error;
    }
  },
};

export type DevicesApi = typeof devicesApi;
