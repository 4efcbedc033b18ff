import { Box, Container } from '@chakra-ui/react';
import { FaqSection } from './faq-section';
import { FeatureCards } from './feature-cards';
import { PlatformsGrid } from './platforms-grid';
import { TestimonialsCarousel } from './testimonials-carousel';

function Section({ children, ...rest }: React.ComponentProps<typeof Box>) {
  return (
    <Box as="section" py={{ base: '16', md: '24' }} {...rest}>
      <Container maxW="7xl">{children}</Container>
    </Box>
  );
}

/**
 * Everything below the heroes. A chunk of its own: the first screen paints and becomes
 * interactive without waiting for the accordion, radio cards and carousel code.
 */
export default function HomeSections() {
  return (
    <>
      <Section>
        <FeatureCards />
      </Section>
      <Section bg="bg.subtle/50" borderYWidth="1px" borderColor="border.muted">
        <PlatformsGrid />
      </Section>
      <Section>
        <FaqSection />
      </Section>
      <Section bg="bg.subtle/50" borderTopWidth="1px" borderColor="border.muted" overflow="hidden">
        <TestimonialsCarousel />
      </Section>
    </>
  );
}
