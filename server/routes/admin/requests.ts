import { Hono } from 'hono';
import { customRequestStatuses, RequestStepSchema } from '../../../src/services/contract';
import { type AdminRequests, requestSortKeys } from '../../domain/admin/requests';
import type { AuthEnv } from '../../http/auth';
import { ApiError } from '../../http/errors';
import { jsonBody, validInput } from '../../http/validation';
import { auditActor, IdParamsSchema, inboxQuerySchema } from './inbox-routes';

const notFound = () => new ApiError(404, 'There is no such request.');

/**
 * `${endpoints.admin}/requests`: GET the inbox (`?search&status&sort&order&page&pageSize`),
 * GET `/:id` one request with its history, PATCH `/:id` its next step (`RequestStepSchema`).
 */
export function requestsAdminRoutes(deps: { requests: AdminRequests }) {
  const app = new Hono<AuthEnv>();

  app.get(
    '/',
    validInput('query', inboxQuerySchema(customRequestStatuses, requestSortKeys)),
    async (c) => c.json(await deps.requests.list(c.req.valid('query'))),
  );

  app.get('/:id', validInput('param', IdParamsSchema, notFound), async (c) => {
    const request = await deps.requests.detail(c.req.valid('param').id);
    if (!request) throw notFound();
    return c.json(request);
  });

  app.patch(
    '/:id',
    validInput('param', IdParamsSchema, notFound),
    jsonBody(RequestStepSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const request = await deps.requests.step(auditActor(c), id, c.req.valid('json'));
      if (!request) throw notFound();
      return c.json(request);
    },
  );

  return app;
}
