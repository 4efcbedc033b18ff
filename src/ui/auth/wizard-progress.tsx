import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import { wizardTexts } from '../../content/auth-screens';

/** Where the person is in a wizard: one bar per step, the current one marked for assistive tech. */
export function WizardProgress({ steps, current }: { steps: readonly string[]; current: number }) {
  const { progress, progressStep, progressDone } = wizardTexts;
  return (
    <Box as="ol" aria-label={progress} display="flex" gap="3" mb="6" listStyleType="none">
      {steps.map((label, index) => (
        <Box as="li" key={label} flex="1" aria-current={index === current ? 'step' : undefined}>
          <Box h="1" rounded="full" bg={index <= current ? 'brand.solid' : 'border'} />
          <Text
            mt="2"
            fontSize="xs"
            fontWeight="medium"
            color={index === current ? 'fg' : 'fg.muted'}
          >
            <VisuallyHidden>{progressStep(index + 1)}</VisuallyHidden>
            {label}
            {index < current && <VisuallyHidden>{progressDone}</VisuallyHidden>}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
