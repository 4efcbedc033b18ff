import type { PaymentNotice } from '../../../src/services/contract';
import type { PathModel } from './path-model';
import { day, networkDown, startSeconds } from './samples';

const failed: PaymentNotice = {
  kind: 'payment_failed',
  amountCents: 3000,
  planName: 'Pro subscription (monthly)',
  graceEndsAt: startSeconds + 2 * day,
};
const unpaid: PaymentNotice = { ...failed, kind: 'unpaid', graceEndsAt: null };
const recovered: PaymentNotice = { ...failed, kind: 'recovered', graceEndsAt: null };

export const paymentBannerModel: PathModel = {
  inputs: [undefined],
  events: [{ type: 'banner.dismiss' }],
  actorOutputs: { loadNotice: [null, failed, unpaid, recovered] },
  actorErrors: { loadNotice: [networkDown] },
  invariants: [
    {
      description: 'the failed-payment banner only for a payment that needs a card',
      holds: (snapshot) =>
        !snapshot.matches('Failing') ||
        snapshot.context.notice?.kind === 'payment_failed' ||
        snapshot.context.notice?.kind === 'unpaid',
    },
    {
      description: 'thanks only for a recovered payment',
      holds: (snapshot) =>
        !snapshot.matches('Thanked') || snapshot.context.notice?.kind === 'recovered',
    },
  ],
};
