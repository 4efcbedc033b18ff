import { adminOverviewApi } from '../../../services/admin-overview';

/** /admin's figures, asked for first (requested with the page's code). */
export const pageData = { requestFirstData: () => adminOverviewApi.figures() };
