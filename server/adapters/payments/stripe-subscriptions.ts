import type Stripe from 'stripe';
import type { SubscriptionType } from '../../../src/services/contract';
import type { ScheduledChange, SubscriptionTruth } from '../../domain/billing/subscription-truth';
import { planOfPrice } from './provider';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const fromEpoch = (seconds: number) => new Date(seconds * 1000);

/** An id, whether Stripe sent the object or only its id. */
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Our customer's id, as our checkout wrote it into the metadata (anything else: nobody). */
export const customerOf = (metadata: Stripe.Metadata | null | undefined) => {
  const userId = metadata?.userId ?? '';
  return UUID.test(userId) ? userId : null;
};

/**
 * The schedule's next phase, while it waits or runs: the monthly-to-annual change. A schedule
 * released, cancelled, completed or aborted is no longer attached to the subscription.
 */
function scheduledChange(
  schedule: Stripe.SubscriptionSchedule,
  prices: Record<SubscriptionType, string>,
): ScheduledChange | null {
  if (schedule.status !== 'active' && schedule.status !== 'not_started') return null;
  const next = schedule.phases[1];
  const plan = planOfPrice(prices, idOf(next?.items[0]?.price) ?? '');
  if (!next || !plan) return null;
  return {
    plan,
    start: fromEpoch(next.start_date),
    end: fromEpoch(next.end_date),
    status: schedule.current_phase?.start_date === next.start_date ? 'active' : 'not_started',
    scheduleId: schedule.id,
  };
}

/** A subscription read from Stripe (its schedule expanded), in the billing domain's terms. */
export function subscriptionTruth(
  sub: Stripe.Subscription,
  prices: Record<SubscriptionType, string>,
): SubscriptionTruth {
  const item = sub.items.data[0];
  const schedule = typeof sub.schedule === 'object' ? sub.schedule : null;
  return {
    providerSubscriptionId: sub.id,
    userId: customerOf(sub.metadata),
    status: sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    plan: planOfPrice(prices, item?.price.id ?? ''),
    periodStart: fromEpoch(item?.current_period_start ?? sub.start_date),
    periodEnd: fromEpoch(item?.current_period_end ?? sub.start_date),
    endedAt: sub.ended_at ? fromEpoch(sub.ended_at) : null,
    discounted: (sub.discounts ?? []).length > 0,
    schedule: schedule && scheduledChange(schedule, prices),
  };
}
