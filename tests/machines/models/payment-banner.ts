import type { PaymentNotice } from '../../../src/services/contract';
import { httpError } from '../support/fixtures';
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
  events: [{ type: 'banner.updateCard' }, { type: 'banner.dismiss' }],
  actorOutputs: {
    loadNotice: [null, failed, unpaid, recovered],
    openPortal: ['https://billing.stripe.test/p/session/bps_1'],
  },
  actorErrors: {
    loadNotice: [networkDown],
    openPortal: [networkDown, httpError(409)],
  },
  invariants: [
    {
      description: 'the card page opens only from a payment that needs a card',
      holds: (snapshot) =>
        !(snapshot.matches('OpeningPortal') || snapshot.matches('Leaving')) ||
        snapshot.context.notice?.kind === 'payment_failed' ||
        snapshot.context.notice?.kind === 'unpaid',
    },
    {
      description: 'a failed opening says why, on the banner that stays',
      holds: (snapshot, step) =>
        !(snapshot.matches('Failing') && step.previous?.matches('OpeningPortal')) ||
        snapshot.context.error !== null,
    },
    {
      description: 'thanks only for a recovered payment',
      holds: (snapshot) =>
        !snapshot.matches('Thanked') || snapshot.context.notice?.kind === 'recovered',
    },
  ],
};
