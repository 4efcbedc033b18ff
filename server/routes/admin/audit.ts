import { Hono } from 'hono';
import { consoleEndpoints as endpoints } from '../../../src/services/contract';
import type { AuditLogReader } from '../../domain/admin/audit-log';
import type { AuthEnv } from '../../http/auth';
import type { RegisterEndpoint } from '../../http/endpoint-routes';

/** `${endpoints.admin}/audit`: the audit log, read only. There is no call that changes it. */
export function auditAdminRoutes(register: RegisterEndpoint, auditLog: AuditLogReader) {
  const app = new Hono<AuthEnv>();
  register(app, endpoints.audit, ({ query }) => auditLog.list(query));
  return app;
}
