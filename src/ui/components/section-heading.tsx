import { Heading, Stack, Text } from '@chakra-ui/react';

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  text?: string;
  align?: 'start' | 'center';
};

/** The title block of a page section: small label, heading, one line of context. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  align = 'center',
}: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <Stack
      gap="3"
      align={centered ? 'center' : 'flex-start'}
      textAlign={centered ? 'center' : 'start'}
      maxW="3xl"
      mx={centered ? 'auto' : undefined}
    >
      {eyebrow && (
        <Text
          fontSize="sm"
          fontWeight="semibold"
          letterSpacing="wider"
          textTransform="uppercase"
          color="brand.fg"
        >
          {eyebrow}
        </Text>
      )}
      <Heading id={id} as="h2" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
        {title}
      </Heading>
      {text && (
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {text}
        </Text>
      )}
    </Stack>
  );
}
