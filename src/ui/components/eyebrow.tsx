import { Text, type TextProps } from '@chakra-ui/react';

/** The small uppercase label above a title, in the brand colour. */
export function Eyebrow(props: TextProps) {
  return (
    <Text
      fontSize="sm"
      fontWeight="semibold"
      letterSpacing="wider"
      textTransform="uppercase"
      color="brand.fg"
      {...props}
    />
  );
}
