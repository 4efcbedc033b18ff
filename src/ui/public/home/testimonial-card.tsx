import { Avatar, Box, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { LuMapPin, LuQuote } from 'react-icons/lu';
import type { Testimonial } from '../../../content/testimonials';
import { Panel } from '../../components/panel';

/** One testimonial: the quote, then who said it (name, handle, location, avatar). */
export const TestimonialCard = memo(function TestimonialCard({
  testimonial,
  width,
}: {
  testimonial: Testimonial;
  width: string;
}) {
  const { author, text } = testimonial;
  return (
    <Panel
      as="figure"
      w={width}
      flexShrink={0}
      justify="space-between"
      gap="6"
      p="6"
      userSelect="none"
    >
      <Stack gap="3">
        <Icon as={LuQuote} boxSize="7" color="brand.fg" aria-hidden="true" />
        <Box as="blockquote" fontSize="md" lineHeight="tall">
          {text}
        </Box>
      </Stack>
      <HStack as="figcaption" gap="3">
        <Avatar.Root colorPalette={author.avatar.palette} variant="subtle" size="md">
          <Avatar.Fallback>{author.avatar.initials}</Avatar.Fallback>
        </Avatar.Root>
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold">{author.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            @{author.handle}
          </Text>
          <HStack gap="1" fontSize="xs" color="fg.muted">
            <LuMapPin aria-hidden="true" />
            <Text as="span">{author.location}</Text>
          </HStack>
        </Stack>
      </HStack>
    </Panel>
  );
});
