import { Hono } from 'hono';
import type { AdminRequests } from '../../domain/admin/requests';
import type { AdminScripts } from '../../domain/admin/scripts';
import type { AdminSupport } from '../../domain/admin/support';
import type { Sessions } from '../../domain/sessions';
import { type AuthEnv, requireAdmin, requireSession } from '../../http/auth';
import { requestsAdminRoutes } from './requests';
import { scriptsAdminRoutes } from './scripts';
import { supportAdminRoutes } from './support';

/** What the console's routes use; each section adds the domain modules it needs. */
export type AdminDeps = {
  sessions: Sessions;
  scripts: AdminScripts;
  /** Where uploaded script pictures are kept (the files directory, served under /files). */
  filesDir: string;
  requests: AdminRequests;
  support: AdminSupport;
};

/**
 * `/api/v2/admin/*`, the operator console's calls (issue 17). Every one needs a session with the
 * ADMIN role: checked here, once, before any section's route runs. The declared ones (overview,
 * audit log, releases, customers: `consoleEndpoints`, `consoleCustomersEndpoints`) are registered by app.ts, the check theirs ('operator').
 */
export function adminRoutes(deps: AdminDeps) {
  const app = new Hono<AuthEnv>();
  app.use('*', requireSession(deps.sessions), requireAdmin);
  app.route('/scripts', scriptsAdminRoutes(deps));
  app.route('/requests', requestsAdminRoutes(deps));
  app.route('/support', supportAdminRoutes(deps));
  return app;
}
