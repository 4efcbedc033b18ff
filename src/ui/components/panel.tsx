import { Stack, type StackProps } from '@chakra-ui/react';

type PanelProps = StackProps & {
  /** Floats above the page (a banner, a form card): a stronger border and a shadow. */
  raised?: boolean;
};

/**
 * The bordered, rounded surface the pages set their cards and side boxes on. Callers give the
 * spacing (`gap`, `p`) and may change the border or background of a card that stands out.
 */
export function Panel({ raised = false, ...stackProps }: PanelProps) {
  return (
    <Stack
      rounded="2xl"
      borderWidth="1px"
      borderColor={raised ? 'border' : 'border.muted'}
      bg="bg.subtle"
      shadow={raised ? 'lg' : undefined}
      {...stackProps}
    />
  );
}
