import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { accountsPage } from '../../../content/customer-pages';
import type { SubscriptionInfo } from '../../../services/contract';
import { Fact } from '../../signed-in/fact';
import { formatEpochDate } from '../../signed-in/format';

type Schedule = NonNullable<SubscriptionInfo['scheduleSubscription']>;

/** Spec section 4: the change already scheduled (new plan, dates, status). */
export function ScheduleInfo({ schedule }: { schedule: Schedule }) {
  const texts = accountsPage.schedule;
  return (
    <Box mt="6" p="4" borderWidth="1px" borderRadius="md" bg="bg.subtle">
      <Heading as="h3" size="md" mb="3">
        {texts.heading}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 4 }} gap="4">
        <Fact label={texts.newPlan} value={accountsPage.planLabel(schedule.subscriptionType)} />
        <Fact label={texts.starts} value={formatEpochDate(schedule.startDate)} />
        <Fact label={texts.until} value={formatEpochDate(schedule.endDate)} />
        <Fact label={texts.status} value={texts.statusLabel(schedule.status)} />
      </SimpleGrid>
    </Box>
  );
}
