import { accountsPage } from '../../../content/customer-pages';
import { type BillingPeriod, formatPlanPrice, pricingPage, proPlan } from '../../../content/plans';
import type { PaymentConfig } from '../../../services/contract';
import { Badge } from '../../components/kit/badge';
import { Button } from '../../components/kit/button';
import { card } from '../../components/kit/card.styles';
import { CardHeading } from '../../signed-in/card-heading';
import { accounts, offer as styles } from './accounts.styles';

type ProOfferCardProps = {
  /** The payment settings; the checkout waits for them. */
  config: PaymentConfig | null;
  /** Spec section 4: the promo code is for new customers only (status 'none'). */
  isNewCustomer: boolean;
  onChoose: (period: BillingPeriod) => void;
};

const texts = accountsPage.offer;

/** The Pro plan for a person without a subscription: monthly or yearly, to the checkout. */
export function ProOfferCard({ config, isNewCustomer, onChoose }: ProOfferCardProps) {
  const [beforeCode, afterCode] = texts.promoNote.split('{code}');
  return (
    <div className={card.md.root}>
      <div className={card.md.header}>
        <CardHeading title={texts.heading} gap="2">
          <Badge palette="teal">{texts.badge}</Badge>
        </CardHeading>
        <p className={accounts.muted}>{texts.text}</p>
      </div>
      <div className={card.md.body}>
        <div className={styles.choices}>
          {texts.choices.map((choice) => (
            <PlanChoice
              key={choice.period}
              period={choice.period}
              label={choice.label}
              disabled={!config}
              onChoose={() => onChoose(choice.period)}
            />
          ))}
        </div>
        {config && isNewCustomer ? (
          <p className={styles.promo}>
            {beforeCode}
            <b>{config.promoCode}</b>
            {afterCode}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function PlanChoice(props: {
  period: BillingPeriod;
  label: string;
  disabled: boolean;
  onChoose: () => void;
}) {
  return (
    <div className={styles.choice}>
      <p className={styles.price}>
        {formatPlanPrice(proPlan.price[props.period])}
        <span className={styles.period}>{pricingPage.perPeriod[props.period]}</span>
      </p>
      <Button palette="brand" disabled={props.disabled} onClick={props.onChoose}>
        {props.label}
      </Button>
    </div>
  );
}
