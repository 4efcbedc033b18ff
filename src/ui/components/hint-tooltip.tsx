import { Box } from '@chakra-ui/react';
import { type ReactElement, useId } from 'react';

type HintTooltipProps = {
  hint: string;
  /** Receives the id of the hint, to set as its `aria-describedby`. */
  children: (hintId: string) => ReactElement;
};

/**
 * A small hint shown under its trigger while it is hovered or focused, and read out as the
 * trigger's description. Pure CSS: the first screen does not pay for a positioning library.
 */
export function HintTooltip({ hint, children }: HintTooltipProps) {
  const hintId = useId();
  return (
    <Box position="relative" display="inline-flex" className="group">
      {children(hintId)}
      <Box
        id={hintId}
        role="tooltip"
        position="absolute"
        top="calc(100% + 0.5rem)"
        left="50%"
        translate="-50% 0"
        zIndex="tooltip"
        w="max-content"
        maxW="xs"
        px="3"
        py="1.5"
        rounded="md"
        bg="fg"
        color="bg"
        fontSize="xs"
        fontWeight="medium"
        shadow="md"
        pointerEvents="none"
        opacity="0"
        visibility="hidden"
        transition="opacity 0.15s"
        _groupHover={{ opacity: 1, visibility: 'visible' }}
        _groupFocusWithin={{ opacity: 1, visibility: 'visible' }}
      >
        {hint}
      </Box>
    </Box>
  );
}
