import { Accordion, Text } from '@chakra-ui/react';
import { faqItems } from '../../content/faq';
import { defineIsland } from '../public/islands/island';

/** The FAQ: several answers may be open at once. Shared by the home and contact pages. */
export const FaqAccordion = defineIsland('faq', function FaqAccordion() {
  return (
    <Accordion.Root multiple collapsible variant="enclosed" size="lg" bg="bg.subtle">
      {faqItems.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.ItemTrigger cursor="pointer" fontWeight="semibold" py="5">
            <Text as="span" flex="1" textAlign="start">
              {item.question}
            </Text>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="fg.muted" lineHeight="tall">
              {item.answer}
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
});
