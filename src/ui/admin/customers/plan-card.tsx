import { customerFacts } from '../../../content/admin/customers';
import { accountsPage } from '../../../content/customer-pages';
import type { AdminCustomer } from '../../../services/contract';
import { Fact } from '../../signed-in/fact';
import { formatEpochDate } from '../../signed-in/format';
import { TitledCard } from '../../signed-in/titled-card';
import { customerCards as styles } from './customer-cards.styles';
import { formatIsoDate } from './customer-format';

const texts = customerFacts.plan;

/** The plan: the subscription as the customer's own page reads it, and any complimentary Pro. */
export function PlanCard({ customer }: { customer: AdminCustomer }) {
  const { subscription } = customer;
  const schedule = subscription.scheduleSubscription;
  const hasSubscription = subscription.status !== 'none';
  return (
    <TitledCard title={texts.heading}>
      <div className={styles.planFacts}>
        <Fact
          label={texts.status}
          value={hasSubscription ? texts.statusLabel(subscription.status) : texts.noSubscription}
        />
        <Fact label={texts.plan} value={accountsPage.planLabel(subscription.subscriptionType)} />
        <Fact
          label={texts.period}
          value={
            hasSubscription
              ? `${formatEpochDate(subscription.startDate)} – ${formatEpochDate(subscription.endDate)}`
              : customerFacts.none
          }
        />
        <Fact
          label={texts.scheduled}
          value={
            schedule
              ? texts.scheduledTo(
                  accountsPage.planLabel(schedule.subscriptionType),
                  formatEpochDate(schedule.startDate),
                )
              : customerFacts.none
          }
        />
        <Fact
          label={texts.complimentary}
          value={
            customer.complimentaryProUntil
              ? texts.complimentaryUntil(formatIsoDate(customer.complimentaryProUntil))
              : texts.noComplimentary
          }
        />
      </div>
    </TitledCard>
  );
}
