import { Hono } from 'hono';
import { consoleRequestsEndpoints as endpoints } from '../../../src/services/contract';
import type { AdminRequests } from '../../domain/admin/requests';
import type { AuthEnv } from '../../http/auth';
import type { RegisterEndpoint } from '../../http/endpoint-routes';
import { ApiError } from '../../http/errors';
import { auditActor } from './audit-actor';
import { foundOr } from './found-or';

const notFound = () => new ApiError(404, 'There is no such request.');
const found = foundOr(notFound);

/**
 * The console's custom requests (`consoleRequestsEndpoints`): the inbox, one request with its
 * history, and its next step. A bad id is answered as an unknown request.
 */
export function requestsAdminRoutes(register: RegisterEndpoint, requests: AdminRequests) {
  const app = new Hono<AuthEnv>();
  const options = { refuseParams: notFound };
  register(app, endpoints.list, ({ query }) => requests.list(query));
  register(
    app,
    endpoints.detail,
    async ({ params }) => found(await requests.detail(params.id)),
    options,
  );
  register(
    app,
    endpoints.step,
    async ({ params, body }, c) => found(await requests.step(auditActor(c), params.id, body)),
    options,
  );
  return app;
}
