import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { faqSection, stillHaveQuestions } from '../../../content/faq';
import { FaqAccordion } from '../../components/faq-accordion';
import { SectionHeading } from '../../components/section-heading';

/** The FAQ, then the way to ask anything else. */
export function FaqSection() {
  return (
    <Stack gap={{ base: '8', md: '12' }} maxW="4xl" mx="auto">
      <SectionHeading eyebrow={faqSection.eyebrow} title={faqSection.title} />
      <FaqAccordion />
      <Stack
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'flex-start', md: 'center' }}
        justify="space-between"
        gap="5"
        p={{ base: '6', md: '8' }}
        rounded="2xl"
        borderWidth="1px"
        borderColor="brand.muted"
        bg="brand.subtle/40"
      >
        <Stack gap="1">
          <Heading as="h3" size="xl">
            {stillHaveQuestions.title}
          </Heading>
          <Text color="fg.muted">{stillHaveQuestions.text}</Text>
        </Stack>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink href="/contact-us">{stillHaveQuestions.action}</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}
