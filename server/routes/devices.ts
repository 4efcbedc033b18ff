import { Hono } from 'hono';
import { devicesEndpoints as endpoints, type StopState } from '../../src/services/contract';
import {
  type DeviceFlow,
  DeviceLimitReached,
  type Devices,
  type EmergencyStop,
  SignInsUsedUp,
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
  deps: { flow: DeviceFlow; devices: Devices; stop: EmergencyStop },
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
          const next = error instanceof SignInsUsedUp ? error.next.toISOString() : undefined;
          return c.json(
            { message: error.message, limit: error.limit, ...(next && { nextSignInAt: next }) },
            409,
          );
        }
        throw error;
      }
    },
    { refuseParams: codeNotFound },
  );

  /** The customer's own account exists while their session does: a null is a deleted account. */
  const stopState = async (state: Promise<StopState | null>) => {
    const answer = await state;
    if (!answer) throw new ApiError(401, 'Sign in again.');
    return answer;
  };
  register(app, endpoints.stopState, (_, c) => stopState(deps.stop.state(c.get('user').id)));
  register(app, endpoints.stop, (_, c) => stopState(deps.stop.set(c.get('user').id, true)));
  register(app, endpoints.resume, (_, c) => stopState(deps.stop.set(c.get('user').id, false)));

  return app;
}
