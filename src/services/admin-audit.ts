import { type AdminListQuery, type AuditFilters, consoleEndpoints } from './contract';
import { callEndpoint } from './http';

/** The query without its empty filters, which the server would refuse as dates. */
const withoutEmpty = (query: AdminListQuery & AuditFilters) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== '' && value !== undefined),
  );

/** The console's audit log (ADMIN only): read only. */
export const adminAuditApi = {
  list: (query: AdminListQuery & AuditFilters) =>
    callEndpoint(consoleEndpoints.audit, { query: withoutEmpty(query) }),
};
