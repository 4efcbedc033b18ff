import {
  Badge,
  Button,
  Container,
  HStack,
  Icon,
  List,
  RadioCard,
  SegmentGroup,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuMinus } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import {
  type BillingPeriod,
  featureRows,
  type Plan,
  pricingPage as page,
  plans,
} from '../../../content/plans';
import { pagePaths } from '../../../services/contract';
import { useSiteSettings } from '../../app/site-settings-context';
import { CalloutBand } from '../../components/callout-band';
import { PageHero } from '../../components/page-hero';
import { PageMeta } from '../../components/page-meta';
import { defineIsland } from '../islands/island';

const formatPrice = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: page.currency,
    maximumFractionDigits: 0,
  }).format(amount);

/** /pricing: Trial and Pro, monthly or yearly, Pro chosen by default. */
export default function PricingPage() {
  return (
    <>
      <PageMeta path={pagePaths.pricing} />
      <PricingPlans />
      <Container maxW="5xl" pt={{ base: '12', md: '16' }} pb={{ base: '10', md: '16' }}>
        <CalloutBand headingAs="h2" title={page.getStarted.title} text={page.getStarted.text}>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink href={page.getStarted.href}>{page.getStarted.label}</RouterLink>
          </Button>
        </CalloutBand>
      </Container>
    </>
  );
}

/** The plan toggle and the plan cards: one island, since the toggle sets the cards' prices. */
export const PricingPlans = defineIsland('pricing-plans', function PricingPlans() {
  // Which period the prices show in is presentation state of this page only.
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <>
      <PageHero eyebrow={page.title} title={page.heading} intro={page.intro}>
        <Stack gap="2" align={{ base: 'flex-start', md: 'center' }}>
          <SegmentGroup.Root
            value={period}
            onValueChange={(details) => setPeriod(details.value as BillingPeriod)}
            size="lg"
            aria-label={page.periodLabel}
          >
            <SegmentGroup.Indicator bg="brand.solid" />
            {page.periods.map((option) => (
              <SegmentGroup.Item
                key={option.value}
                value={option.value}
                px="6"
                // The chosen item carries the indicator's colour itself: in the server's HTML, and
                // until the indicator has measured its place, the label is never on a bare track.
                _checked={{ color: 'brand.contrast', bg: 'brand.solid', rounded: 'l2' }}
              >
                <SegmentGroup.ItemText>{option.label}</SegmentGroup.ItemText>
                <SegmentGroup.ItemHiddenInput />
              </SegmentGroup.Item>
            ))}
          </SegmentGroup.Root>
          <Text fontSize="sm" color="brand.fg">
            {page.yearlyHint}
          </Text>
        </Stack>
      </PageHero>
      <Container maxW="5xl" pt={{ base: '10', md: '16' }}>
        <RadioCard.Root name="plan" defaultValue="pro" colorPalette="brand" variant="surface">
          <RadioCard.Label srOnly>{page.choosePlan}</RadioCard.Label>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} period={period} />
            ))}
          </SimpleGrid>
          <RadioCard.Context>
            {(radio) => <ChosenPlanAction planId={radio.value} />}
          </RadioCard.Context>
        </RadioCard.Root>
      </Container>
    </>
  );
});

function ChosenPlanAction({ planId }: { planId: string | null }) {
  const { promoCode } = useSiteSettings();
  const chosen = plans.find((plan) => plan.id === planId);
  if (!chosen) return null;
  return (
    <Stack align="center" gap="3" mt="10">
      <Button asChild colorPalette="brand" size="xl" minW="64">
        <RouterLink href={chosen.cta.href}>
          {chosen.cta.label}
          <Text as="span" srOnly>
            {page.chosenPlan(chosen.name)}
          </Text>
        </RouterLink>
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {page.promoNote.replace('{code}', promoCode)}
      </Text>
    </Stack>
  );
}

function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  return (
    <RadioCard.Item value={plan.id} cursor="pointer" bg="bg.subtle" data-plan={plan.id}>
      <RadioCard.ItemHiddenInput />
      <RadioCard.ItemControl p={{ base: '6', md: '8' }}>
        <RadioCard.ItemContent gap="5" alignItems="stretch">
          <HStack justify="space-between" align="flex-start">
            <Stack gap="1">
              <HStack gap="2">
                <RadioCard.ItemText fontSize="2xl" fontWeight="bold">
                  {plan.name}
                </RadioCard.ItemText>
                {plan.popular && (
                  <Badge colorPalette="brand" variant="solid" rounded="full">
                    {page.popularBadge}
                  </Badge>
                )}
              </HStack>
              <RadioCard.ItemDescription color="fg.muted" opacity="1">
                {plan.description}
              </RadioCard.ItemDescription>
            </Stack>
            <RadioCard.ItemIndicator />
          </HStack>
          <HStack gap="1" align="baseline" data-price={plan.id}>
            <Text as="span" fontSize="5xl" fontWeight="bold" letterSpacing="tight">
              {formatPrice(plan.price[period])}
            </Text>
            <Text as="span" color="fg.muted">
              {page.perPeriod[period]}
            </Text>
          </HStack>
          <List.Root variant="plain" gap="3">
            {featureRows.map((row) => {
              const value = row.values[plan.id];
              const included = value !== false;
              return (
                <List.Item
                  key={row.name}
                  alignItems="flex-start"
                  color={included ? 'fg' : 'fg.muted'}
                >
                  <List.Indicator asChild color={included ? 'brand.fg' : 'fg.subtle'} mt="1">
                    <Icon as={included ? LuCheck : LuMinus} aria-hidden="true" />
                  </List.Indicator>
                  <Text as="span">
                    {row.name}
                    {typeof value === 'string' ? `: ${value}` : ''}
                    <Text as="span" srOnly>
                      {typeof value === 'boolean'
                        ? ` (${value ? page.included : page.notIncluded})`
                        : ''}
                    </Text>
                  </Text>
                </List.Item>
              );
            })}
          </List.Root>
        </RadioCard.ItemContent>
      </RadioCard.ItemControl>
    </RadioCard.Item>
  );
}
