import { fromPromise } from 'xstate';
import { PURCHASE_PAGE_SIZE, type SubscriptionActionResponse } from '../../services/contract';
import type { PaymentApi } from '../../services/payment';
import type { PurchasePage, SettingsData } from './machine';

/** The purchase-history machine's calls over the payment service, bound where Settings mounts it. */
export const createPurchaseHistoryActors = (
  api: Pick<PaymentApi, 'purchases' | 'subscription' | 'cancel'>,
) => {
  /** One item more than a page tells whether older ones remain, without a count. */
  const page = async (offset: number): Promise<PurchasePage> => {
    const items = await api.purchases({ limit: PURCHASE_PAGE_SIZE + 1, offset });
    return {
      purchases: items.slice(0, PURCHASE_PAGE_SIZE),
      hasOlder: items.length > PURCHASE_PAGE_SIZE,
    };
  };
  return {
    /** The newest page, whether any purchase is a subscription, and the subscription itself. */
    loadSettings: fromPromise<SettingsData>(async () => {
      const [newest, subscriptionItems, subscription] = await Promise.all([
        page(0),
        api.purchases({ type: 'SUBSCRIPTION', limit: 1 }),
        api.subscription(),
      ]);
      return { ...newest, subscriptionPurchased: subscriptionItems.length > 0, subscription };
    }),
    loadOlder: fromPromise<PurchasePage, { offset: number }>(({ input }) => page(input.offset)),
    cancelSubscription: fromPromise<SubscriptionActionResponse>(() => api.cancel()),
  };
};
