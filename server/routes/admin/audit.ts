import { Hono } from 'hono';
import { AuditQuerySchema } from '../../../src/services/contract';
import type { AuditLogReader } from '../../domain/admin/audit-log';
import type { AuthEnv } from '../../http/auth';
import { validInput } from '../../http/validation';

/** `${endpoints.admin}/audit`: the audit log, read only. There is no call that changes it. */
export function auditAdminRoutes({ auditLog }: { auditLog: AuditLogReader }) {
  const app = new Hono<AuthEnv>();
  app.get('/', validInput('query', AuditQuerySchema), async (c) =>
    c.json(await auditLog.list(c.req.valid('query'))),
  );
  return app;
}
