import { loadSubscriptionData } from '../../../machines/subscription/actors';
import { paymentApi } from '../../../services/payment';

/** /customer/accounts' first calls: the subscription and the plans. */
export const pageData = { requestFirstData: () => loadSubscriptionData(paymentApi) };
