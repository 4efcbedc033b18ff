// The customer's devices (issue 18): the list, signing one out, and approving a new one.
import * as v from 'valibot';
import {
  DeviceDecisionAnswerSchema,
  DeviceDecisionSchema,
  DeviceListSchema,
  PendingDeviceSchema,
  UserCodeParamsSchema,
} from './desktop';
import { defineEndpoint, refusing } from './endpoint';
import { endpoints } from './paths';
import { SuccessResponseSchema } from './store';

const activation = `${endpoints.devices}/activation/:userCode`;
const CODE_NOT_FOUND = {
  status: 404,
  description: 'The code is unknown, used, decided or expired.',
} as const;

/** The answer when approving would pass the plan's device limit. */
export const DeviceLimitAnswerSchema = v.object({ message: v.string(), limit: v.number() });

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
        description: 'The plan allows no more devices.',
        schema: DeviceLimitAnswerSchema,
      },
    ],
  }),
};
