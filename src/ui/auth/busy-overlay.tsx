import { AbsoluteCenter, Box, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** Spec section 2: a spinner over the card while a call is under way. */
export function BusyOverlay({ label }: { label: string }) {
  return (
    <Box
      position="absolute"
      inset="0"
      zIndex="overlay"
      bg="bg.subtle/70"
      backdropFilter="blur(2px)"
      rounded="2xl"
      role="status"
    >
      <AbsoluteCenter>
        <Spinner size="xl" color="brand.fg" borderWidth="3px" />
        <VisuallyHidden>{label}</VisuallyHidden>
      </AbsoluteCenter>
    </Box>
  );
}
