import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { adminSectionAt } from '../../content/admin-navigation';
import {
  ADMIN_SEGMENT,
  activeSegment,
  customerNav,
  customerShell,
} from '../../content/customer-navigation';
import { useAnnouncePageReady } from '../app/page-ready';
import { sidebarSurface, sidebarWidth } from './customer-sidebar';
import { CustomerTopBar } from './customer-top-bar';

export type AreaSection = 'customer' | 'admin';

/** Where the frame is at `location` (a path inside the area's nested router): the active menu item and the top bar's page name. */
export function framePlace(section: AreaSection, location: string) {
  const active = section === 'admin' ? ADMIN_SEGMENT : activeSegment(location);
  const pageLabel =
    section === 'admin'
      ? adminSectionAt(location)?.label
      : customerNav.find((item) => item.kind === 'internal' && item.segment === active)?.label;
  return { active, pageLabel };
}

type CustomerFrameProps = {
  /** The sidebar is open on a wide screen (a phone always starts with it closed). */
  open: boolean;
  sidebar: ReactNode;
  pageLabel: string | undefined;
  onSignOut: () => void;
  /** Closes the open sidebar from the shade over the page on a phone; without it, no shade. */
  onCloseSidebar?: () => void;
  children: ReactNode;
};

/**
 * The frame of the signed-in area (spec section 2): the sidebar, a top bar with Sign Out at the
 * right, and the page. The app draws it, and so does the build, into the app shell the server
 * sends for /customer and /admin before any script runs (src/entry-app-shell.tsx).
 */
export function CustomerFrame({
  open,
  sidebar,
  pageLabel,
  onSignOut,
  onCloseSidebar,
  children,
}: CustomerFrameProps) {
  // Its sidebar and Sign Out handle taps from now on: those held while the app shell showed
  // are replayed on them (src/early-interactions.ts).
  useAnnouncePageReady();
  return (
    <>
      {/* Private pages: described, never indexed (robots.txt keeps crawlers out too). React
          puts both in the head, for the app shell the server draws and for the app alike. */}
      <meta name="description" content={customerShell.description} />
      <meta name="robots" content="noindex" />
      <Flex minH="100dvh">
        {/* Holds the sidebar's place and colour down the whole page; the sidebar itself is fixed. */}
        <Box
          flexShrink="0"
          w={{ base: sidebarWidth(false).base, md: sidebarWidth(open).md }}
          {...sidebarSurface}
        />
        {sidebar}
        {open && onCloseSidebar && (
          <Box
            hideFrom="md"
            position="fixed"
            inset="0"
            zIndex="banner"
            bg="blackAlpha.600"
            aria-hidden="true"
            onClick={onCloseSidebar}
          />
        )}
        <Flex direction="column" minH="100dvh" flex="1" minW="0">
          <CustomerTopBar pageLabel={pageLabel} onSignOut={onSignOut} />
          <Box as="main" flex="1" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
            <Box maxW="7xl" mx="auto">
              {children}
            </Box>
          </Box>
        </Flex>
      </Flex>
    </>
  );
}
