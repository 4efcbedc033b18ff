import { Hono } from 'hono';
import * as v from 'valibot';
import { DeviceDecisionSchema, UserCodeParamsSchema } from '../../src/services/contract';
import {
  type DeviceFlow,
  DeviceLimitReached,
  type Devices,
  UnknownUserCode,
} from '../domain/devices';
import type { Sessions } from '../domain/sessions';
import { type AuthEnv, requireSession } from '../http/auth';
import { ApiError } from '../http/errors';
import { noStore } from '../http/no-store';
import { jsonBody, validInput } from '../http/validation';

const CODE_NOT_FOUND =
  'This code is not valid or has expired. Check the code the desktop tool shows, or start again there.';
const codeNotFound = () => new ApiError(404, CODE_NOT_FOUND);
const DeviceIdParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid()) });
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

/** `/api/v2/devices/*` (signed in): the customer's devices and the approval of a new one. */
export function devicesRoutes(deps: { flow: DeviceFlow; devices: Devices; sessions: Sessions }) {
  const app = new Hono<AuthEnv>();
  app.use('*', noStore, requireSession(deps.sessions));

  app.get('/', async (c) => c.json(await deps.devices.list(c.get('user').id)));

  app.delete('/:id', validInput('param', DeviceIdParamsSchema, deviceNotFound), async (c) => {
    const revoked = await deps.devices.revoke(c.get('user').id, c.req.valid('param').id);
    if (!revoked) throw deviceNotFound();
    return c.json({ success: true });
  });

  app.get(
    '/activation/:userCode',
    validInput('param', UserCodeParamsSchema, codeNotFound),
    async (c) =>
      c.json(
        await answering(() => deps.flow.pending(c.req.valid('param').userCode, c.get('user').id)),
      ),
  );

  app.post(
    '/activation/:userCode',
    validInput('param', UserCodeParamsSchema, codeNotFound),
    jsonBody(DeviceDecisionSchema),
    async (c) => {
      const { userCode } = c.req.valid('param');
      const { decision } = c.req.valid('json');
      try {
        const status = await answering(() => deps.flow.decide(userCode, c.get('user'), decision));
        return c.json({ status });
      } catch (error) {
        // The contract's 409: the message and the plan's limit, side by side.
        if (error instanceof DeviceLimitReached) {
          return c.json({ message: error.message, limit: error.limit }, 409);
        }
        throw error;
      }
    },
  );

  return app;
}
