import { Hono } from 'hono';
import type { AdminOverviewReader } from '../../domain/admin/overview';
import type { AuthEnv } from '../../http/auth';

/** `/api/v2/admin/overview`: the figures and the 30 days' chart (issue 17). */
export function overviewAdminRoutes(deps: { overview: AdminOverviewReader }) {
  const app = new Hono<AuthEnv>();
  app.get('/', async (c) => c.json(await deps.overview.figures()));
  return app;
}
