import { Hono } from 'hono';
import { devicesEndpoints as endpoints } from '../../src/services/contract';
import {
  type DeviceFlow,
  DeviceLimitReached,
  type Devices,
  UnknownUserCode,
} from '../domain/devices';
import type { AuthEnv } from '../http/auth';
import type { RegisterEndpoint } from '../http/endpoint-routes';
import { ApiError } from '../http/errors';

const CODE_NOT_FOUND =
  'This code is not valid or has expired. Check the code the desktop tool shows, or start again there.';
const codeNotFound = () => new ApiError(404, CODE_NOT_FOUND);
const deviceNotFound = () => new ApiError(404, 'No such device.');

/** An unknown, used, decided or expired code: the contract's 404. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UnknownUserCode) throw codeNotFound();
    throw error;
  }
}

/** The customer's devices and the approval of a new one (`devicesEndpoints`). */
export function devicesRoutes(
  register: RegisterEndpoint,
  deps: { flow: DeviceFlow; devices: Devices },
) {
  const app = new Hono<AuthEnv>();

  register(app, endpoints.list, (_, c) => deps.devices.list(c.get('user').id));

  register(
    app,
    endpoints.revoke,
    async ({ params }, c) => {
      if (!(await deps.devices.revoke(c.get('user').id, params.id))) throw deviceNotFound();
      return { success: true };
    },
    { refuseParams: deviceNotFound },
  );

  register(
    app,
    endpoints.pending,
    ({ params }, c) => answering(() => deps.flow.pending(params.userCode, c.get('user').id)),
    { refuseParams: codeNotFound },
  );

  register(
    app,
    endpoints.decide,
    async ({ params, body }, c) => {
      try {
        const decide = () => deps.flow.decide(params.userCode, c.get('user'), body.decision);
        return { status: await answering(decide) };
      } catch (error) {
        // The declared 409: the message and the plan's limit, side by side.
        if (error instanceof DeviceLimitReached) {
          return c.json({ message: error.message, limit: error.limit }, 409);
        }
        throw error;
      }
    },
    { refuseParams: codeNotFound },
  );

  return app;
}
