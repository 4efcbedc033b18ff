import { Box, Container, Stack } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { featuresSection } from '../../../content/features';
import { testimonialsSection } from '../../../content/testimonials';
import { SectionHeading } from '../../components/section-heading';
import { FaqSection } from './faq-section';
import { FeatureCards } from './feature-cards';
import { PlatformsGrid } from './platforms-grid';
import { TestimonialsCarousel } from './testimonials-carousel';

function Section({ children, ...rest }: ComponentProps<typeof Box>) {
  return (
    <Box as="section" py={{ base: '16', md: '24' }} {...rest}>
      <Container maxW="7xl">{children}</Container>
    </Box>
  );
}

/**
 * A section's heading over the island it introduces. The heading is drawn here, with the page,
 * so the island's code (run again in the browser) holds only what responds.
 */
function Headed({
  children,
  ...heading
}: ComponentProps<typeof SectionHeading> & { children: ReactNode }) {
  return (
    <Stack gap={{ base: '8', md: '12' }}>
      <SectionHeading {...heading} />
      {children}
    </Stack>
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
        <Headed
          id="features-heading"
          eyebrow={featuresSection.eyebrow}
          title={featuresSection.title}
          text={featuresSection.text}
        >
          <FeatureCards headingId="features-heading" />
        </Headed>
      </Section>
      <Section bg="bg.subtle/50" borderYWidth="1px" borderColor="border.muted">
        <PlatformsGrid />
      </Section>
      <Section>
        <FaqSection />
      </Section>
      <Section bg="bg.subtle/50" borderTopWidth="1px" borderColor="border.muted" overflow="hidden">
        <Headed
          id="testimonials-heading"
          eyebrow={testimonialsSection.eyebrow}
          title={testimonialsSection.title}
        >
          <TestimonialsCarousel headingId="testimonials-heading" />
        </Headed>
      </Section>
    </>
  );
}
