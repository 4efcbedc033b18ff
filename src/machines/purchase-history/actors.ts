import { fromPromise } from 'xstate';
import { PURCHASE_PAGE_SIZE, type SubscriptionActionResponse } from '../../services/contract';
import type { PaymentApi } from '../../services/payment';
import type { PurchasePage, SettingsData } from './machine';

type SettingsApi = Pick<PaymentApi, 'purchases' | 'subscription'>;

/** One item more than a page tells whether older ones remain, without a count. */
async function purchasePage(api: SettingsApi, offset: number): Promise<PurchasePage> {
  const items = await api.purchases({ limit: PURCHASE_PAGE_SIZE + 1, offset });
  return {
    purchases: items.slice(0, PURCHASE_PAGE_SIZE),
    hasOlder: items.length > PURCHASE_PAGE_SIZE,
  };
}

/**
 * What Settings loads first: the newest page, whether any purchase is a subscription, and the
 * subscription itself (also asked for beside the page's code, settings.data.ts).
 */
export async function loadSettingsData(api: SettingsApi): Promise<SettingsData> {
  const [newest, subscriptionItems, subscription] = await Promise.all([
    purchasePage(api, 0),
    api.purchases({ type: 'SUBSCRIPTION', limit: 1 }),
    api.subscription(),
  ]);
  return { ...newest, subscriptionPurchased: subscriptionItems.length > 0, subscription };
}

/** The purchase-history machine's calls over the payment service, bound where Settings mounts it. */
export const createPurchaseHistoryActors = (
  api: Pick<PaymentApi, 'purchases' | 'subscription' | 'cancel'>,
) => {
  return {
    loadSettings: fromPromise<SettingsData>(() => loadSettingsData(api)),
    loadOlder: fromPromise<PurchasePage, { offset: number }>(({ input }) =>
      purchasePage(api, input.offset),
    ),
    cancelSubscription: fromPromise<SubscriptionActionResponse>(() => api.cancel()),
  };
};
