import { accountsPage } from '../../../content/customer-pages';
import { portalLinkTexts } from '../../../content/payment-banner';
import type { SubscriptionOffer } from '../../../machines/subscription/offer';
import type { SubscriptionInfo, SubscriptionStanding } from '../../../services/contract';
import { Badge } from '../../components/kit/badge';
import { Button } from '../../components/kit/button';
import { card } from '../../components/kit/card.styles';
import type { Palette } from '../../components/kit/palette.styles';
import { CardHeading } from '../../signed-in/card-heading';
import { Fact } from '../../signed-in/fact';
import { formatEpochDate } from '../../signed-in/format';
import { PortalButton } from '../portal-link/portal-button';
import { accounts as styles } from './accounts.styles';
import { ScheduleInfo } from './schedule-info';

type SubscriptionCardProps = {
  info: SubscriptionInfo;
  /** What the page offers for this subscription (spec section 4). */
  offer: Exclude<SubscriptionOffer, 'subscribe'>;
  busy: boolean;
  /** Stripe keeps the card and invoices: its Customer Portal is a button away (issue 37). */
  withPortal: boolean;
  onReinstate: () => void;
  onUpgrade: () => void;
};

const texts = accountsPage.subscription;

/** The status badge's colour: teal while Pro runs, orange once it is ending, red when unpaid. */
const STANDING_PALETTE: Record<SubscriptionStanding, Palette> = {
  none: 'gray',
  active: 'teal',
  cancelled: 'orange',
  payment_failed: 'red',
  unpaid: 'red',
  ended: 'gray',
};

/** A subscription's status, plan and period, with the one change the page offers for it. */
export function SubscriptionCard({
  info,
  offer,
  busy,
  withPortal,
  onReinstate,
  onUpgrade,
}: SubscriptionCardProps) {
  return (
    <div className={card.md.root}>
      <div className={card.md.header}>
        <CardHeading title={texts.heading} justify="space-between" flexWrap="wrap" gap="2">
          <Badge
            size="lg"
            palette={STANDING_PALETTE[info.standing]}
            data-testid="subscription-status"
          >
            {texts.status(info.standing)}
          </Badge>
        </CardHeading>
      </div>
      <div className={card.md.body}>
        <div className={styles.facts}>
          <Fact label={texts.plan} value={accountsPage.planLabel(info.subscriptionType)} />
          <Fact label={texts.periodFrom} value={formatEpochDate(info.startDate)} />
          <Fact
            label={offer === 'reinstate' ? texts.endsOn : texts.renewsOn}
            value={formatEpochDate(info.endDate)}
          />
        </div>
        {offer === 'scheduled' && info.scheduleSubscription ? (
          <ScheduleInfo schedule={info.scheduleSubscription} />
        ) : null}
      </div>
      <div className={card.md.footer}>
        <div className={styles.actions}>
          {offer === 'reinstate' ? (
            <OfferButton label={texts.reinstate} busy={busy} onClick={onReinstate} />
          ) : offer === 'upgrade' ? (
            <OfferButton label={texts.upgrade} busy={busy} onClick={onUpgrade} />
          ) : offer === 'annual' ? (
            <p className={styles.muted}>{texts.annual}</p>
          ) : offer === 'payment' ? (
            <p className={styles.problem} data-testid="payment-problem">
              {info.graceEndsAt
                ? texts.paymentFailed(formatEpochDate(info.graceEndsAt))
                : texts.unpaid}
            </p>
          ) : null}
          {withPortal ? (
            <PortalButton
              variant="outline"
              className={styles.wrappingButton}
              label={portalLinkTexts.paymentMethod}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The card's one action; a long label wraps on a phone, where it takes the whole width. */
function OfferButton(props: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <Button
      palette="brand"
      className={styles.wrappingButton}
      loading={props.busy}
      onClick={props.onClick}
    >
      {props.label}
    </Button>
  );
}
