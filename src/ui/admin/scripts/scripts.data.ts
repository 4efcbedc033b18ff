import { adminScriptsApi } from '../../../services/admin-scripts';
import { ADMIN_PAGE_SIZE, type AdminScriptSortKey } from '../../../services/contract';
import { consoleList } from '../components/console-list';

/**
 * /admin/scripts' list: the catalogue, newest first, its query as the catalogue call takes it
 * (its headers only sort by its own keys).
 */
export const pageData = consoleList(
  (query) =>
    adminScriptsApi.list({
      ...query,
      sort: query.sort as AdminScriptSortKey,
      pageSize: ADMIN_PAGE_SIZE,
    }),
  { sort: 'createdOn', order: 'desc' },
);
