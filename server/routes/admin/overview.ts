import { Hono } from 'hono';
import { consoleEndpoints as endpoints } from '../../../src/services/contract';
import type { AdminOverviewReader } from '../../domain/admin/overview';
import type { AuthEnv } from '../../http/auth';
import type { RegisterEndpoint } from '../../http/endpoint-routes';

/** `/api/v2/admin/overview`: the figures and the 30 days' chart (issue 17). */
export function overviewAdminRoutes(register: RegisterEndpoint, overview: AdminOverviewReader) {
  const app = new Hono<AuthEnv>();
  register(app, endpoints.overview, () => overview.figures());
  return app;
}
