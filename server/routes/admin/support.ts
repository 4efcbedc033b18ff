import { Hono } from 'hono';
import { consoleSupportEndpoints as endpoints } from '../../../src/services/contract';
import type { AdminSupport } from '../../domain/admin/support';
import type { AuthEnv } from '../../http/auth';
import type { RegisterEndpoint } from '../../http/endpoint-routes';
import { ApiError } from '../../http/errors';
import { auditActor } from './audit-actor';
import { foundOr } from './found-or';

const notFound = () => new ApiError(404, 'There is no such message.');
const found = foundOr(notFound);

/**
 * The console's support inbox (`consoleSupportEndpoints`): the inbox, a message with its thread,
 * a reply (mailed to the sender), and closing or reopening it. A bad id is an unknown message.
 */
export function supportAdminRoutes(register: RegisterEndpoint, support: AdminSupport) {
  const app = new Hono<AuthEnv>();
  const options = { refuseParams: notFound };
  register(app, endpoints.list, ({ query }) => support.list(query));
  register(
    app,
    endpoints.detail,
    async ({ params }) => found(await support.detail(params.id)),
    options,
  );
  register(
    app,
    endpoints.reply,
    async ({ params, body }, c) => found(await support.reply(auditActor(c), params.id, body.body)),
    options,
  );
  register(
    app,
    endpoints.setStatus,
    async ({ params, body }, c) =>
      found(await support.setStatus(auditActor(c), params.id, body.status)),
    options,
  );
  return app;
}
