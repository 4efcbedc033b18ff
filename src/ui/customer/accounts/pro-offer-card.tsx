import { Badge, Button, Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { accountsPage } from '../../../content/customer-pages';
import { type BillingPeriod, formatPlanPrice, pricingPage, proPlan } from '../../../content/plans';
import type { PaymentConfig } from '../../../services/contract';
import { CardHeading } from '../../signed-in/card-heading';

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
    <Card.Root>
      <Card.Header>
        <CardHeading title={texts.heading} gap="2">
          <Badge colorPalette="teal">{texts.badge}</Badge>
        </CardHeading>
        <Text color="fg.muted">{texts.text}</Text>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {texts.choices.map((choice) => (
            <PlanChoice
              key={choice.period}
              period={choice.period}
              label={choice.label}
              disabled={!config}
              onChoose={() => onChoose(choice.period)}
            />
          ))}
        </SimpleGrid>
        {config && isNewCustomer ? (
          <Text mt="4" fontSize="sm" color="fg.muted">
            {beforeCode}
            <b>{config.promoCode}</b>
            {afterCode}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

function PlanChoice(props: {
  period: BillingPeriod;
  label: string;
  disabled: boolean;
  onChoose: () => void;
}) {
  return (
    <Stack gap="3" p="4" borderWidth="1px" borderRadius="md">
      <Text fontSize="3xl" fontWeight="bold">
        {formatPlanPrice(proPlan.price[props.period])}
        <Text as="span" fontSize="md" color="fg.muted" fontWeight="normal">
          {pricingPage.perPeriod[props.period]}
        </Text>
      </Text>
      <Button colorPalette="brand" disabled={props.disabled} onClick={props.onChoose}>
        {props.label}
      </Button>
    </Stack>
  );
}
