import { Box, type BoxProps, Button, Container, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { authNav, headerNav } from '../../content/navigation';
import { siteShell } from '../../content/site-shell';
import { pagePaths } from '../../services/contract';
import { Logo } from '../components/logo';
import { NavLinks } from '../components/nav-link';
import { MobileNav } from './mobile-nav';

/** Stays at the top while the page scrolls under it, frosted so the page shows through. */
const frostedBar = {
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  bg: 'bg/85',
  backdropFilter: 'blur(10px)',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
} satisfies BoxProps;

/** Spec section 9: under 768 px the menu collapses into a button (Chakra's `md` starts at 768). */
export function SiteHeader() {
  return (
    <Box as="header" {...frostedBar}>
      <Container maxW="7xl" py="3">
        <HStack justify="space-between" gap="6">
          <Link asChild _hover={{ textDecoration: 'none' }} rounded="md">
            <RouterLink href={pagePaths.home} aria-label={siteShell.homeLinkLabel}>
              <Logo />
            </RouterLink>
          </Link>
          <HStack
            as="nav"
            aria-label={siteShell.mainNavLabel}
            gap="1"
            display={{ base: 'none', md: 'flex' }}
          >
            <NavLinks items={headerNav} look="bar" />
          </HStack>
          <HStack gap="2" display={{ base: 'none', md: 'flex' }}>
            <Button asChild variant="ghost" size="sm">
              <RouterLink href={authNav.login.href}>{authNav.login.label}</RouterLink>
            </Button>
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink href={authNav.signup.href}>{authNav.signup.label}</RouterLink>
            </Button>
          </HStack>
          <MobileNav />
        </HStack>
      </Container>
    </Box>
  );
}
