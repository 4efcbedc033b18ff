// The customer's devices (issue 18): the list, signing one out, and approving a new one.
import * as v from 'valibot';
import {
  DeviceDecisionAnswerSchema,
  DeviceDecisionSchema,
  DeviceListSchema,
  PendingDeviceSchema,
  UserCodeParamsSchema,
} from './desktop';
import { StopStateSchema } from './emergency-stop';
import { defineEndpoint, refusing } from './endpoint';
import { endpoints } from './paths';
import { SuccessResponseSchema } from './store';

const activation = `${endpoints.devices}/activation/:userCode`;
const CODE_NOT_FOUND = {
  status: 404,
  description: 'The code is unknown, used, decided or expired.',
} as const;

/**
 * The answer when approving would pass the plan's device limit, or the sign-ins an account may
 * make beyond it (`seatReuse`): then `nextSignInAt` (ISO) says when the next one is possible.
 */
export const DeviceLimitAnswerSchema = v.object({
  message: v.string(),
  limit: v.number(),
  nextSignInAt: v.optional(v.string()),
});
export type DeviceLimitAnswer = v.InferOutput<typeof DeviceLimitAnswerSchema>;

const stopPath = `${endpoints.devices}/stop`;

export const devicesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: endpoints.devices,
    summary: 'The devices signed in with the account, its device limit and entitlement.',
    access: 'customer',
    answer: DeviceListSchema,
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: `${endpoints.devices}/:id`,
    summary: 'Signs one of the devices out: its token and license stop being renewed.',
    access: 'customer',
    params: v.object({ id: v.pipe(v.string(), v.uuid()) }),
    answer: SuccessResponseSchema,
    refusals: refusing({ 404: 'No such device of this account.' }),
  }),
  pending: defineEndpoint({
    method: 'GET',
    path: activation,
    summary: 'The device waiting behind a user code, for the customer to approve or deny.',
    access: 'customer',
    params: UserCodeParamsSchema,
    answer: PendingDeviceSchema,
    refusals: [CODE_NOT_FOUND],
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: activation,
    summary: 'Approves or denies the device waiting behind a user code.',
    access: 'customer',
    params: UserCodeParamsSchema,
    body: DeviceDecisionSchema,
    answer: DeviceDecisionAnswerSchema,
    refusals: [
      CODE_NOT_FOUND,
      {
        status: 409,
        description:
          'The plan allows no more devices at once, or the account used the sign-ins it may make beyond that limit in 30 days (`nextSignInAt` says when the next is possible).',
        schema: DeviceLimitAnswerSchema,
      },
    ],
  }),
  stopState: defineEndpoint({
    method: 'GET',
    path: stopPath,
    summary:
      "The emergency stop's state: whether the account's devices are stopped, and since when.",
    access: 'customer',
    answer: StopStateSchema,
  }),
  stop: defineEndpoint({
    method: 'POST',
    path: stopPath,
    summary: 'Stops trading on every device of the account until resumed (the emergency stop).',
    access: 'customer',
    answer: StopStateSchema,
  }),
  resume: defineEndpoint({
    method: 'POST',
    path: `${endpoints.devices}/resume`,
    summary: "Releases the emergency stop: the account's devices may trade again.",
    access: 'customer',
    answer: StopStateSchema,
  }),
};
