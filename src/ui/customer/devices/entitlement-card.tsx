import { Badge, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { planLabels, entitlementTexts as texts } from '../../../content/devices';
import type { Entitlement } from '../../../services/contract';
import { Fact } from '../../signed-in/fact';
import { TitledCard } from '../../signed-in/titled-card';

type EntitlementCardProps = {
  entitlement: Entitlement;
  /** How many devices the plan allows at once. */
  limit: number;
  /** A link below the facts (Accounts leads to the devices page). */
  footer?: ReactNode;
};

/** What the desktop tool may do on this account: what its next license will say. */
export function EntitlementCard({ entitlement, limit, footer }: EntitlementCardProps) {
  const runTime =
    entitlement.runTimeSecondsPerDay === undefined
      ? texts.unlimited
      : texts.runTimePerDay(entitlement.runTimeSecondsPerDay);
  return (
    <TitledCard data-testid="entitlement" title={texts.title} footer={footer}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Fact label={texts.plan} value={planLabels[entitlement.plan]} />
          <Fact label={texts.runTime} value={runTime} />
          <Fact label={texts.devices} value={texts.deviceLimit(limit)} />
        </SimpleGrid>
        <Stack gap="1.5">
          <Text fontSize="sm" color="fg.muted">
            {texts.scripts}
          </Text>
          {entitlement.scripts.length === 0 ? (
            <Text>{texts.noScripts}</Text>
          ) : (
            <Wrap as="ul" gap="2" listStyleType="none">
              {entitlement.scripts.map((script) => (
                <Badge as="li" key={script} size="lg" variant="subtle" colorPalette="teal">
                  {script}
                </Badge>
              ))}
            </Wrap>
          )}
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {texts.followsAccount}
        </Text>
      </Stack>
    </TitledCard>
  );
}
