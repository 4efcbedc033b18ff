import { fromPromise } from 'xstate';
import { paymentApi } from '../../services/payment';

/** The real implementations the payment screens bind to their machines. */
export const fromLoad = () =>
  fromPromise(async () => {
    const [info, config] = await Promise.all([paymentApi.subscription(), paymentApi.config()]);
    return { info, config };
  });

export const fromUpgrade = () =>
  fromPromise(async ({ input }: { input: { priceId: string } }) =>
    paymentApi.upgrade(input.priceId),
  );
export const fromReinstate = () => fromPromise(() => paymentApi.reinstate());
export const fromCancel = () => fromPromise(() => paymentApi.cancel());
/** Settings: the purchase history, and the subscription that decides whether it can be cancelled. */
export const fromSettings = () =>
  fromPromise(async () => {
    const [purchases, subscription] = await Promise.all([
      paymentApi.purchases(),
      paymentApi.subscription(),
    ]);
    return { purchases, subscription };
  });
