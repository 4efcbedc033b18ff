import { fromPromise } from 'xstate';
import type { SubscriptionActionResponse } from '../../services/contract';
import type { PaymentApi } from '../../services/payment';
import type { Loaded } from './machine';

/** What Accounts loads first: the subscription and the plans (also asked for beside its code). */
export async function loadSubscriptionData(
  api: Pick<PaymentApi, 'subscription' | 'config'>,
): Promise<Loaded> {
  const [info, config] = await Promise.all([api.subscription(), api.config()]);
  return { info, config };
}

/** The subscription machine's calls over the payment service, bound where the page mounts it. */
export const createSubscriptionActors = (
  api: Pick<PaymentApi, 'subscription' | 'config' | 'upgrade' | 'reinstate'>,
) => ({
  loadSubscription: fromPromise<Loaded>(() => loadSubscriptionData(api)),
  upgrade: fromPromise<SubscriptionActionResponse, { priceId: string }>(({ input }) =>
    api.upgrade(input.priceId),
  ),
  reinstate: fromPromise<SubscriptionActionResponse>(() => api.reinstate()),
});
