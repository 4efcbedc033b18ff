import { fromPromise } from 'xstate';
import type { PaymentNotice } from '../../services/contract';
import type { PaymentApi } from '../../services/payment';

/** The banner's calls over the payment service, bound where the frame mounts it. */
export const createPaymentBannerActors = (
  api: Pick<PaymentApi, 'notice' | 'portal'>,
  returnPath: () => string,
) => ({
  loadNotice: fromPromise<PaymentNotice | null>(async () => (await api.notice()).notice),
  openPortal: fromPromise<string>(async () => (await api.portal(returnPath())).url),
});
