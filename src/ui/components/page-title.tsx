import { Heading, Stack, type StackProps, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type PageTitleProps = { title: string; subtitle?: ReactNode } & Omit<StackProps, 'title'>;

/** A page's h1 and the line under it, for the account and customer screens. */
export function PageTitle({ title, subtitle, ...rest }: PageTitleProps) {
  return (
    <Stack {...rest}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
        {title}
      </Heading>
      {subtitle && <Text color="fg.muted">{subtitle}</Text>}
    </Stack>
  );
}
