import { Box, Heading, Icon, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuGraduationCap, LuMonitorPlay, LuShieldCheck } from 'react-icons/lu';
import { type FeatureCard, featureCards, featuresSection } from '../../../content/features';
import { CheckList } from '../../components/check-list';
import { Panel } from '../../components/panel';
import { SectionHeading } from '../../components/section-heading';
import { defineIsland } from '../islands/island';

const icons: Record<FeatureCard['icon'], IconType> = {
  simulation: LuMonitorPlay,
  secured: LuShieldCheck,
  learning: LuGraduationCap,
};

/**
 * Three selectable feature cards (a radio group: one at a time, arrow keys move the choice),
 * with the chosen one's details beside them.
 */
export const FeatureCards = defineIsland('feature-cards', function FeatureCards() {
  const first = featureCards[0];
  return (
    <Stack gap={{ base: '8', md: '12' }}>
      <SectionHeading
        id="features-heading"
        eyebrow={featuresSection.eyebrow}
        title={featuresSection.title}
        text={featuresSection.text}
      />
      <RadioCard.Root
        name="feature-card"
        defaultValue={first?.id}
        colorPalette="brand"
        variant="surface"
        aria-labelledby="features-heading"
      >
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '6', lg: '10' }} alignItems="stretch">
          <Stack gap="4">
            {featureCards.map((card) => {
              const CardIcon = icons[card.icon];
              return (
                <RadioCard.Item key={card.id} value={card.id} cursor="pointer" bg="bg.subtle">
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl gap="4" alignItems="flex-start">
                    <Icon as={CardIcon} boxSize="7" color="brand.fg" mt="0.5" aria-hidden="true" />
                    <RadioCard.ItemContent alignItems="flex-start" gap="1">
                      <RadioCard.ItemText fontSize="lg" fontWeight="semibold">
                        {card.title}
                      </RadioCard.ItemText>
                      <RadioCard.ItemDescription color="fg.muted" opacity="1" fontSize="sm">
                        {card.content}
                      </RadioCard.ItemDescription>
                    </RadioCard.ItemContent>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              );
            })}
          </Stack>
          <RadioCard.Context>
            {(radio) => <FeatureDetail cardId={radio.value ?? first?.id} />}
          </RadioCard.Context>
        </SimpleGrid>
      </RadioCard.Root>
    </Stack>
  );
});

function FeatureDetail({ cardId }: { cardId: string | undefined }) {
  const card = featureCards.find((c) => c.id === cardId);
  if (!card) return null;
  const CardIcon = icons[card.icon];
  return (
    <Panel
      aria-live="polite"
      data-feature-detail={card.id}
      gap="6"
      p={{ base: '6', md: '10' }}
      borderColor="brand.muted"
      bgImage="linear-gradient(160deg, color-mix(in srgb, var(--chakra-colors-brand-500) 14%, transparent), transparent 70%)"
    >
      <Box
        display="inline-flex"
        alignSelf="flex-start"
        p="4"
        rounded="xl"
        bg="brand.subtle"
        color="brand.fg"
      >
        <Icon as={CardIcon} boxSize="10" aria-hidden="true" />
      </Box>
      <Heading as="h3" size="2xl">
        {card.title}
      </Heading>
      <Text color="fg.muted" fontSize="lg">
        {card.content}
      </Text>
      <CheckList items={card.highlights} />
    </Panel>
  );
}
