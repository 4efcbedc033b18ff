import { type Context, Hono } from 'hono';
import { SupportRequestSchema } from '../../src/services/contract';
import type { Sessions } from '../domain/sessions';
import type { Support } from '../domain/support';
import { type MaybeAuthEnv, optionalSession } from '../http/auth';
import { jsonBody } from '../http/validation';

/**
 * `POST /api/v2/customer/support`: the 'Contact Us Directly' form. No sign-in is needed; a
 * signed-in sender is passed on, as only they can vouch for the address they give.
 */
export function supportRoutes(deps: {
  support: Support;
  sessions: Sessions;
  clientAddress: (c: Context) => string;
}) {
  const app = new Hono<MaybeAuthEnv>();
  app.post(
    '/support',
    optionalSession(deps.sessions),
    jsonBody(SupportRequestSchema),
    async (c) => {
      await deps.support.contact(c.req.valid('json'), deps.clientAddress(c), c.get('user'));
      return c.json({ success: true });
    },
  );
  return app;
}
