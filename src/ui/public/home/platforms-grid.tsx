import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { platformLogos, platformsSection } from '../../../content/platforms';
import { SectionHeading } from '../../components/section-heading';
import { PlatformMark } from './platform-logos';

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
          <Stack
            as="li"
            key={platform.name}
            align="center"
            textAlign="center"
            gap="3"
            px="4"
            py="6"
            rounded="xl"
            borderWidth="1px"
            borderColor="border.muted"
            bg="bg.subtle"
            transition="border-color 0.2s, transform 0.2s"
            _hover={{ borderColor: 'brand.muted', transform: 'translateY(-2px)' }}
          >
            <Text as="span" color={platform.image === 'any' ? 'brand.fg' : 'fg'}>
              <PlatformMark image={platform.image} />
            </Text>
            <Text fontWeight="semibold">{platform.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {platform.note}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
