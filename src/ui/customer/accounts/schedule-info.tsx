import { accountsPage } from '../../../content/customer-pages';
import type { SubscriptionInfo } from '../../../services/contract';
import { Fact } from '../../signed-in/fact';
import { formatEpochDate } from '../../signed-in/format';
import { schedule as styles } from './accounts.styles';

type Schedule = NonNullable<SubscriptionInfo['scheduleSubscription']>;

/** Spec section 4: the change already scheduled (new plan, dates, status). */
export function ScheduleInfo({ schedule }: { schedule: Schedule }) {
  const texts = accountsPage.schedule;
  return (
    <div className={styles.root}>
      <h3 className={styles.heading}>{texts.heading}</h3>
      <div className={styles.facts}>
        <Fact label={texts.newPlan} value={accountsPage.planLabel(schedule.subscriptionType)} />
        <Fact label={texts.starts} value={formatEpochDate(schedule.startDate)} />
        <Fact label={texts.until} value={formatEpochDate(schedule.endDate)} />
        <Fact label={texts.status} value={texts.statusLabel(schedule.status)} />
      </div>
    </div>
  );
}
