import { Box, Button, Container, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { authNav, headerNav } from '../../content/navigation';
import { siteShell } from '../../content/site-shell';
import { pagePaths } from '../../services/contract';
import { Logo } from '../components/logo';
import { NavLink } from '../components/nav-link';
import { MobileNav } from './mobile-nav';

/** Spec section 9: under 768 px the menu collapses into a button (Chakra's `md` starts at 768). */
export function SiteHeader() {
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/85"
      backdropFilter="blur(10px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
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
            {headerNav.map((item) => (
              <NavLink
                key={item.label}
                item={item}
                px="3"
                py="2"
                rounded="md"
                fontSize="sm"
                fontWeight="medium"
                color="fg.muted"
                _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
                _currentPage={{ color: 'brand.fg' }}
              />
            ))}
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
