import { adminRequestsApi } from '../../../services/admin-requests';
import { consoleList } from '../components/console-list';

/** /admin/requests' list: the custom-request inbox, newest first. */
export const pageData = consoleList(adminRequestsApi.list, { sort: 'createdAt' });
