import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * A bordered, rounded panel on the subtle background: the surface that groups a page's
 * blocks (a dashboard group, a form). Padding and the element are the caller's.
 */
export function Panel(props: BoxProps) {
  return <Box bg="bg.subtle" borderWidth="1px" borderColor="border" rounded="2xl" {...props} />;
}
