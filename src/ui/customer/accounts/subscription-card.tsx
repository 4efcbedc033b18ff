import { Badge, Button, Card, SimpleGrid, Text } from '@chakra-ui/react';
import { accountsPage } from '../../../content/customer-pages';
import type { SubscriptionOffer } from '../../../machines/subscription/offer';
import type { SubscriptionInfo } from '../../../services/contract';
import { CardHeading } from '../../signed-in/card-heading';
import { Fact } from '../../signed-in/fact';
import { formatEpochDate } from '../../signed-in/format';
import { ScheduleInfo } from './schedule-info';

type SubscriptionCardProps = {
  info: SubscriptionInfo;
  /** What the page offers for this subscription (spec section 4). */
  offer: Exclude<SubscriptionOffer, 'subscribe'>;
  busy: boolean;
  onReinstate: () => void;
  onUpgrade: () => void;
};

const texts = accountsPage.subscription;

/** A subscription's status, plan and period, with the one change the page offers for it. */
export function SubscriptionCard({
  info,
  offer,
  busy,
  onReinstate,
  onUpgrade,
}: SubscriptionCardProps) {
  return (
    <Card.Root>
      <Card.Header>
        <CardHeading title={texts.heading} justify="space-between" flexWrap="wrap" gap="2">
          <Badge
            size="lg"
            colorPalette={offer === 'reinstate' ? 'orange' : 'teal'}
            data-testid="subscription-status"
          >
            {texts.status(info.status)}
          </Badge>
        </CardHeading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Fact label={texts.plan} value={accountsPage.planLabel(info.subscriptionType)} />
          <Fact label={texts.periodFrom} value={formatEpochDate(info.startDate)} />
          <Fact
            label={offer === 'reinstate' ? texts.endsOn : texts.renewsOn}
            value={formatEpochDate(info.endDate)}
          />
        </SimpleGrid>
        {offer === 'scheduled' && info.scheduleSubscription ? (
          <ScheduleInfo schedule={info.scheduleSubscription} />
        ) : null}
      </Card.Body>
      <Card.Footer>
        {offer === 'reinstate' ? (
          <OfferButton label={texts.reinstate} busy={busy} onClick={onReinstate} />
        ) : offer === 'upgrade' ? (
          <OfferButton label={texts.upgrade} busy={busy} onClick={onUpgrade} />
        ) : offer === 'annual' ? (
          <Text color="fg.muted">{texts.annual}</Text>
        ) : null}
      </Card.Footer>
    </Card.Root>
  );
}

/** A long label wraps on a phone, where the button takes the whole width. */
const wrappingLabel = {
  w: { base: 'full', sm: 'auto' },
  whiteSpace: 'normal',
  h: 'auto',
  minH: '10',
  py: '2',
} as const;

/** The card's one action. */
function OfferButton(props: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <Button colorPalette="brand" {...wrappingLabel} loading={props.busy} onClick={props.onClick}>
      {props.label}
    </Button>
  );
}
