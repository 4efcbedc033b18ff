import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { faqSection, stillHaveQuestions } from '../../../content/faq';
import { pagePaths } from '../../../services/contract';
import { CalloutBand } from '../../components/callout-band';
import { FaqAccordion } from '../../components/faq-accordion';
import { SectionHeading } from '../../components/section-heading';

/** The FAQ, then the way to ask anything else. */
export function FaqSection() {
  return (
    <Stack gap={{ base: '8', md: '12' }} maxW="4xl" mx="auto">
      <SectionHeading eyebrow={faqSection.eyebrow} title={faqSection.title} />
      <FaqAccordion />
      <CalloutBand headingAs="h3" title={stillHaveQuestions.title} text={stillHaveQuestions.text}>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink href={pagePaths.contact}>{stillHaveQuestions.action}</RouterLink>
        </Button>
      </CalloutBand>
    </Stack>
  );
}
