import type { SystemStyleObject } from '@chakra-ui/react';

/** A tile or a thumbnail rises a little under the pointer and its border takes the brand colour. */
export const hoverLift = {
  transition: 'border-color 0.2s, transform 0.2s',
  _hover: { borderColor: 'brand.muted', transform: 'translateY(-2px)' },
} satisfies SystemStyleObject;
