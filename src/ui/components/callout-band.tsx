import { Heading, Stack, type StackProps, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type CalloutBandProps = {
  title: string;
  text: string;
  /** The heading level that fits the page's outline. */
  headingAs: 'h2' | 'h3';
  /** The band's buttons. */
  children: ReactNode;
} & Omit<StackProps, 'title' | 'children'>;

/** A highlighted band closing a section: a title, a line of text and its call to action. */
export function CalloutBand({ title, text, headingAs, children, ...rest }: CalloutBandProps) {
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'flex-start', md: 'center' }}
      justify="space-between"
      gap="5"
      p={{ base: '6', md: '8' }}
      rounded="2xl"
      borderWidth="1px"
      borderColor="brand.muted"
      bg="brand.subtle/40"
      {...rest}
    >
      <Stack gap="1">
        <Heading as={headingAs} size="xl">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
      </Stack>
      {children}
    </Stack>
  );
}
