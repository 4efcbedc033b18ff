import { adminSupportApi } from '../../../services/admin-support';
import { consoleList } from '../components/console-list';

/** /admin/support's list: the contact form's messages, newest first. */
export const pageData = consoleList(adminSupportApi.list, { sort: 'createdAt' });
