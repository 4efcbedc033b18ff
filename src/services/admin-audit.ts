import { listQuery } from './admin-list-query';
import { type AdminListQuery, type AuditFilters, consoleEndpoints } from './contract';
import { callEndpoint } from './http';

/** The console's audit log (ADMIN only): read only. */
export const adminAuditApi = {
  list: (query: AdminListQuery & AuditFilters) =>
    callEndpoint(consoleEndpoints.audit, { query: listQuery(consoleEndpoints.audit, query) }),
};
