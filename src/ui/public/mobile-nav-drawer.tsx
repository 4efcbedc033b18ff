import { Button, CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { Link as RouterLink } from 'wouter';
import { authNav, headerNav } from '../../content/navigation';
import { siteShell } from '../../content/site-shell';
import { Logo } from '../components/logo';
import { NavLinks } from '../components/nav-link';

type MobileNavDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets the focus back when the drawer closes. */
  trigger: RefObject<HTMLButtonElement | null>;
};

/** The mobile menu's drawer: the header's links, Log In and Sign up. */
export default function MobileNavDrawer({ open, onOpenChange, trigger }: MobileNavDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="end"
      size="xs"
      finalFocusEl={() => trigger.current}
    >
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
              <Stack as="nav" aria-label={siteShell.mobileNavLabel} gap="1">
                <NavLinks items={headerNav} look="drawer" onClick={close} />
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
              <CloseButton aria-label={siteShell.closeMenu} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
