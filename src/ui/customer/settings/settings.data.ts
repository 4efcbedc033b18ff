import { loadSettingsData } from '../../../machines/purchase-history/actors';
import { paymentApi } from '../../../services/payment';

/** /customer/settings' first calls: the newest purchases and the subscription. */
export const pageData = { requestFirstData: () => loadSettingsData(paymentApi) };
