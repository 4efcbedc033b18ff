import { fromPromise } from 'xstate';
import type { PaymentNotice } from '../../services/contract';
import type { PaymentApi } from '../../services/payment';

/** The banner's call over the payment service, bound where the frame mounts it. */
export const createPaymentBannerActors = (api: Pick<PaymentApi, 'notice'>) => ({
  loadNotice: fromPromise<PaymentNotice | null>(async () => (await api.notice()).notice),
});
