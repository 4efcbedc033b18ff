import { Box, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { authLayoutTexts } from '../../content/auth-screens';
import type { MetaPath } from '../../content/page-meta';
import { pagePaths } from '../../services/contract';
import { Logo } from '../components/logo';
import { PageMeta } from '../components/page-meta';
import { AuthLink } from './auth-link';

type AuthLayoutProps = {
  /** Which page's title and description the document gets. */
  metaPath: MetaPath;
  title: string;
  subtitle?: ReactNode;
  /** Links under the card, before 'Return to Home' (which every account screen has). */
  footer?: ReactNode;
  children: ReactNode;
};

/** The frame of the account screens: the logo home, one card, a few links under it. */
export function AuthLayout({ metaPath, title, subtitle, footer, children }: AuthLayoutProps) {
  const { homeLink, accountLinks, returnToHome } = authLayoutTexts;
  return (
    <Flex
      direction="column"
      align="center"
      minH="100dvh"
      px={{ base: '4', md: '6' }}
      py={{ base: '8', md: '14' }}
      bgGradient="to-b"
      gradientFrom="brand.950"
      gradientVia="bg"
      gradientTo="bg"
    >
      <PageMeta path={metaPath} />
      <Link asChild _hover={{ textDecoration: 'none' }} rounded="md">
        <RouterLink href={`~${pagePaths.home}`} aria-label={homeLink}>
          <Logo size={36} />
        </RouterLink>
      </Link>
      <Box
        as="main"
        position="relative"
        w="full"
        maxW="md"
        mt={{ base: '6', md: '8' }}
        p={{ base: '5', md: '8' }}
        bg="bg.subtle"
        borderWidth="1px"
        borderColor="border"
        rounded="2xl"
        shadow="lg"
      >
        <Stack gap="2" mb="6">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
        {children}
      </Box>
      <HStack as="nav" aria-label={accountLinks} mt="6" gap="6" wrap="wrap" justify="center">
        {footer}
        <AuthLink to={pagePaths.home}>{returnToHome}</AuthLink>
      </HStack>
    </Flex>
  );
}
