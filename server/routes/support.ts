import { type Context, Hono } from 'hono';
import { SupportRequestSchema } from '../../src/services/contract';
import type { Support } from '../domain/support';
import { jsonBody } from '../http/validation';

/** `POST /api/v2/customer/support`: the 'Contact Us Directly' form; no sign-in needed. */
export function supportRoutes(deps: { support: Support; clientAddress: (c: Context) => string }) {
  const app = new Hono();
  app.post('/support', jsonBody(SupportRequestSchema), async (c) => {
    await deps.support.contact(c.req.valid('json'), deps.clientAddress(c));
    return c.json({ success: true });
  });
  return app;
}
