import { Heading, HStack, type StackProps } from '@chakra-ui/react';

/** An Accounts card's title, with its badge (the status, or 'Most popular') beside it. */
export function CardHeading({ title, children, ...rest }: { title: string } & StackProps) {
  return (
    <HStack {...rest}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </HStack>
  );
}
