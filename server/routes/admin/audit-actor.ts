import type { Context } from 'hono';
import type { AuditActor } from '../../domain/admin/audit';
import type { AuthEnv } from '../../http/auth';

/** The signed-in operator, as the audit log names them. */
export const auditActor = (c: Context<AuthEnv>): AuditActor => {
  const user = c.get('user');
  return { id: user.id, emailAddress: user.emailAddress };
};
