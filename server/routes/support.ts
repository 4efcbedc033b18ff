import { type Context, Hono } from 'hono';
import { supportEndpoints } from '../../src/services/contract';
import type { Support } from '../domain/support';
import type { MaybeAuthEnv } from '../http/auth';
import type { RegisterEndpoint } from '../http/endpoint-routes';

/**
 * The 'Contact Us Directly' form (`supportEndpoints`). No sign-in is needed; a signed-in sender
 * is passed on, as only they can vouch for the address they give.
 */
export function supportRoutes(
  register: RegisterEndpoint,
  deps: { support: Support; clientAddress: (c: Context) => string },
) {
  const app = new Hono<MaybeAuthEnv>();
  register(app, supportEndpoints.contact, async ({ body }, c) => {
    await deps.support.contact(body, deps.clientAddress(c), c.get('user'));
    return { success: true };
  });
  return app;
}
