import { adminAuditApi } from '../../../services/admin-audit';
import { consoleList } from '../components/console-list';

/**
 * /admin/audit's list: every console action, newest first. The page applies its filters to
 * each page it loads; the first has none.
 */
export const pageData = consoleList((query) => adminAuditApi.list(query), {
  sort: 'createdAt',
  order: 'desc',
});
