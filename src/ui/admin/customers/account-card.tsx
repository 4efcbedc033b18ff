import { customerFacts } from '../../../content/admin/customers';
import type { AdminCustomer } from '../../../services/contract';
import { Badge } from '../../components/kit/badge';
import { Fact } from '../../signed-in/fact';
import { TitledCard } from '../../signed-in/titled-card';
import { customerCards as styles } from './customer-cards.styles';
import { formatIsoDate, roleLabels } from './customer-format';

const texts = customerFacts.account;

/** Who the customer is: the account's facts and whether it is locked. */
export function AccountCard({ customer }: { customer: AdminCustomer }) {
  const locked = customer.lockedAt !== null;
  return (
    <TitledCard
      title={texts.heading}
      badge={
        <Badge size="lg" palette={locked ? 'red' : 'teal'} data-testid="account-status">
          {locked ? texts.locked(formatIsoDate(customer.lockedAt)) : texts.active}
        </Badge>
      }
    >
      <div className={styles.accountFacts}>
        <Fact label={texts.emailAddress} value={customer.emailAddress} />
        <Fact label={texts.roles} value={roleLabels(customer.roles).join(', ')} />
        <Fact label={texts.createdAt} value={formatIsoDate(customer.createdAt)} />
        <Fact label={texts.termsAcceptedAt} value={formatIsoDate(customer.termsAcceptedAt)} />
        <Fact label={texts.passwordChangedAt} value={formatIsoDate(customer.passwordChangedAt)} />
        <Fact label={texts.referrer} value={customer.referrerDetails || customerFacts.none} />
      </div>
    </TitledCard>
  );
}
