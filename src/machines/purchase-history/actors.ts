import { fromPromise } from 'xstate';
import type { SubscriptionActionResponse } from '../../services/contract';
import type { PaymentApi } from '../../services/payment';
import type { SettingsData } from './machine';

/** The purchase-history machine's calls over the payment service, bound where Settings mounts it. */
export const createPurchaseHistoryActors = (
  api: Pick<PaymentApi, 'purchases' | 'subscription' | 'cancel'>,
) => ({
  /** The purchase history, and the subscription that decides whether it can be cancelled. */
  loadSettings: fromPromise<SettingsData>(async () => {
    const [purchases, subscription] = await Promise.all([api.purchases(), api.subscription()]);
    return { purchases, subscription };
  }),
  cancelSubscription: fromPromise<SubscriptionActionResponse>(() => api.cancel()),
});
