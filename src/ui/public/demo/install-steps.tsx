import { Box, Circle, Heading, List, Stack, Text } from '@chakra-ui/react';
import { installGuide } from '../../../content/install-guide';

/** The five install steps, as a numbered list. */
export function InstallSteps() {
  return (
    <Stack gap="6">
      <Heading as="h2" size="2xl">
        {installGuide.stepsTitle}
      </Heading>
      <List.Root as="ol" variant="plain" gap="5">
        {installGuide.steps.map((step, index) => (
          <List.Item key={step.title} alignItems="flex-start" gap="4">
            <Circle
              size="9"
              flexShrink={0}
              bg="brand.subtle"
              color="brand.fg"
              fontWeight="bold"
              borderWidth="1px"
              borderColor="brand.muted"
              aria-hidden="true"
            >
              {index + 1}
            </Circle>
            <Box>
              <Text fontWeight="semibold" fontSize="lg">
                {step.title}
              </Text>
              <Text color="fg.muted">{step.text}</Text>
            </Box>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
