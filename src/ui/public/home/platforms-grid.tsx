import { SimpleGrid, Stack, type StackProps, Text } from '@chakra-ui/react';
import { platformLogos, platformsSection } from '../../../content/platforms';
import { hoverLift } from '../../components/hover-lift';
import { Panel } from '../../components/panel';
import { SectionHeading } from '../../components/section-heading';
import { PlatformMark } from './platform-logos';

/** A platform's tile: its mark, name and market, centred in a small rounded panel. */
const tile = {
  align: 'center',
  textAlign: 'center',
  gap: '3',
  px: '4',
  py: '6',
  rounded: 'xl',
  ...hoverLift,
} satisfies StackProps;

/** The platforms the tool works with, and the promise that any other one works too. */
export function PlatformsGrid() {
  return (
    <Stack gap={{ base: '8', md: '12' }}>
      <SectionHeading
        eyebrow={platformsSection.eyebrow}
        title={platformsSection.title}
        text={platformsSection.text}
      />
      <SimpleGrid as="ul" columns={{ base: 2, md: 3, lg: 6 }} gap="4" listStyleType="none">
        {platformLogos.map((platform) => (
          <Panel as="li" key={platform.name} {...tile}>
            <Text as="span" color={platform.image === 'any' ? 'brand.fg' : 'fg'}>
              <PlatformMark image={platform.image} />
            </Text>
            <Text fontWeight="semibold">{platform.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {platform.note}
            </Text>
          </Panel>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
