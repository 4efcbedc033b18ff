import { Hono } from 'hono';
import {
  SupportReplySchema,
  SupportStatusChangeSchema,
  supportStatuses,
} from '../../../src/services/contract';
import { type AdminSupport, supportSortKeys } from '../../domain/admin/support';
import type { AuthEnv } from '../../http/auth';
import { ApiError } from '../../http/errors';
import { jsonBody, validInput } from '../../http/validation';
import { auditActor, IdParamsSchema, inboxQuerySchema } from './inbox-routes';

const notFound = () => new ApiError(404, 'There is no such message.');

/**
 * `${endpoints.admin}/support`: GET the inbox, GET `/:id` a message with its thread, POST `/:id`
 * a reply (mailed to the sender), PATCH `/:id` `{ status }` to close or reopen it.
 */
export function supportAdminRoutes(deps: { support: AdminSupport }) {
  const app = new Hono<AuthEnv>();

  app.get('/', validInput('query', inboxQuerySchema(supportStatuses, supportSortKeys)), async (c) =>
    c.json(await deps.support.list(c.req.valid('query'))),
  );

  app.get('/:id', validInput('param', IdParamsSchema, notFound), async (c) => {
    const message = await deps.support.detail(c.req.valid('param').id);
    if (!message) throw notFound();
    return c.json(message);
  });

  app.post(
    '/:id',
    validInput('param', IdParamsSchema, notFound),
    jsonBody(SupportReplySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const message = await deps.support.reply(auditActor(c), id, c.req.valid('json').body);
      if (!message) throw notFound();
      return c.json(message);
    },
  );

  app.patch(
    '/:id',
    validInput('param', IdParamsSchema, notFound),
    jsonBody(SupportStatusChangeSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const message = await deps.support.setStatus(auditActor(c), id, c.req.valid('json').status);
      if (!message) throw notFound();
      return c.json(message);
    },
  );

  return app;
}
