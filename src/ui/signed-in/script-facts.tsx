import { Badge, DataList, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { scriptDetailTexts as texts } from '../../content/script-store';
import type { ScriptSummary } from '../../services/contract';
import { formatDate } from './format';
import { PriceBadge } from './price-badge';
import { ScriptImage } from './script-image';

/**
 * What a script's page says about it: the chart, price, name, description and facts, then
 * `children` (its content, or the way to buy it).
 */
export function ScriptFacts({ script, children }: { script: ScriptSummary; children: ReactNode }) {
  const facts: Array<[string, string]> = [
    [texts.facts.platform, script.platform],
    [texts.facts.brokerage, script.brokerage],
    [texts.facts.market, script.application],
    [texts.facts.created, formatDate(script.createdOn)],
    [texts.facts.contentType, script.contentType.split(';')[0] ?? script.contentType],
  ];
  return (
    <Grid
      templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }}
      gap={{ base: '6', lg: '10' }}
      alignItems="start"
    >
      <ScriptImage
        src={script.scriptImageUrl}
        alt={texts.imageAlt(script.scriptName)}
        rounded="2xl"
        borderWidth="1px"
        borderColor="border"
      />
      <Stack gap="5">
        <Stack gap="3">
          <HStack gap="2" wrap="wrap">
            <PriceBadge price={script.price} />
            {script.isPurchased && (
              <Badge size="lg" variant="subtle" colorPalette="green">
                {texts.purchased}
              </Badge>
            )}
          </HStack>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {script.scriptName}
          </Heading>
          <Text color="fg.muted" fontSize="md">
            {script.scriptDescription}
          </Text>
        </Stack>
        <DataList.Root orientation="horizontal" size="md" gap="3">
          {facts.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="8rem">{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {children}
      </Stack>
    </Grid>
  );
}
