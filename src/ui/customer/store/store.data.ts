import { FIRST_STORE_PAGE } from '../../../machines/script-store/machine';
import { storeApi } from '../../../services/store';

/** /customer/script-store's first call: the catalogue's first page. */
export const pageData = { requestFirstData: () => storeApi.listPage(FIRST_STORE_PAGE) };
