import { Button, CloseButton, Drawer, IconButton, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { authNav, headerNav } from '../../content/navigation';
import { Logo } from '../components/logo';
import { NavLink } from '../components/nav-link';

/** The collapsed menu under 768 px: a button that opens a drawer holding the same links. */
export function MobileNav() {
  // Open/closed is presentation only; it closes whenever a link inside is followed.
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton
          aria-label="Open menu"
          variant="ghost"
          display={{ base: 'inline-flex', md: 'none' }}
        >
          <LuMenu />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>
                <Logo size={28} />
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Mobile" gap="1">
                {headerNav.map((item) => (
                  <NavLink
                    key={item.label}
                    item={item}
                    onClick={close}
                    px="3"
                    py="3"
                    rounded="md"
                    fontWeight="medium"
                    _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                    _currentPage={{ color: 'brand.fg' }}
                  />
                ))}
              </Stack>
              <Stack gap="3" mt="8">
                <Button asChild variant="outline" onClick={close}>
                  <RouterLink href={authNav.login.href}>{authNav.login.label}</RouterLink>
                </Button>
                <Button asChild colorPalette="brand" onClick={close}>
                  <RouterLink href={authNav.signup.href}>{authNav.signup.label}</RouterLink>
                </Button>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
