import { adminCustomersApi } from '../../../services/admin-customers';
import { consoleList } from '../components/console-list';

/** /admin/customers' list: every account, newest first. */
export const pageData = consoleList(adminCustomersApi.list, { sort: 'createdAt' });
