import { type Context, Hono } from 'hono';
import { SupportRequestSchema } from '../../src/services/contract';
import type { Support } from '../domain/support';
import { parseBody } from '../http/body';

/** `POST /api/v2/customer/support`: the 'Contact Us Directly' form; no sign-in needed. */
export function supportRoutes(deps: { support: Support; clientAddress: (c: Context) => string }) {
  const app = new Hono();
  app.post('/support', async (c) => {
    const message = await parseBody(c, SupportRequestSchema);
    await deps.support.contact(message, deps.clientAddress(c));
    return c.json({ success: true });
  });
  return app;
}
