import { Box, Flex } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { activeSegment, customerNav, customerShell } from '../../content/customer-navigation';
import { inspect } from '../../machines/inspector';
import { sidebarMachine } from '../../machines/sidebar/machine';
import { selectIsOpen } from '../../machines/sidebar/selectors';
import { signedInImplementations, useSessionActor, useSessionUser } from '../app/session-context';
import { CustomerRoutes } from './customer-routes';
import { CustomerSidebar, sidebarSurface, sidebarWidth } from './customer-sidebar';
import { CustomerTopBar } from './customer-top-bar';
import { ScriptStoreContext, scriptStoreFor } from './store-context';

/** Spec section 9: the mobile breakpoint (Chakra's `md`). */
const WIDE_SCREEN = '(min-width: 48em)';
const isWideScreen = () =>
  typeof window === 'undefined' || window.matchMedia?.(WIDE_SCREEN).matches !== false;

/**
 * The customer area (spec section 2): the sidebar, a top bar with Sign Out at the right, and
 * the pages under /customer. Unknown paths show the dashboard.
 */
export default function CustomerArea() {
  const session = useSessionActor();
  const user = useSessionUser();
  const userName = user
    ? `${user.firstName} ${user.lastName}`.trim() || customerShell.guest
    : customerShell.guest;
  const [location] = useLocation();
  const active = activeSegment(location);

  const sidebar = useActorRef(sidebarMachine, { input: { open: isWideScreen() }, inspect });
  const open = useSelector(sidebar, selectIsOpen);
  // Narrowing a window below the breakpoint turns the open sidebar into a cover over the page:
  // close it then, as a phone would start.
  useEffect(() => {
    const wide = window.matchMedia?.(WIDE_SCREEN);
    if (!wide) return;
    const closeWhenNarrow = () => {
      if (!wide.matches) sidebar.send({ type: 'sidebar.close' });
    };
    wide.addEventListener('change', closeWhenNarrow);
    return () => wide.removeEventListener('change', closeWhenNarrow);
  }, [sidebar]);

  const signOut = () => session.send({ type: 'session.signOut' });
  const store = scriptStoreFor(
    user?.emailAddress ?? '',
    signedInImplementations(session).actions.endSession,
  );
  const pageLabel = customerNav.find(
    (item) => item.kind === 'internal' && item.segment === active,
  )?.label;

  return (
    <ScriptStoreContext.Provider value={store}>
      <Flex minH="100dvh">
        {/* Holds the sidebar's place and colour down the whole page; the sidebar itself is fixed. */}
        <Box
          flexShrink="0"
          w={{ base: sidebarWidth(false).base, md: sidebarWidth(open).md }}
          {...sidebarSurface}
        />
        <CustomerSidebar
          open={open}
          userName={userName}
          active={active}
          onToggle={() => sidebar.send({ type: 'sidebar.toggle' })}
          onNavigate={() => {
            if (!isWideScreen()) sidebar.send({ type: 'sidebar.close' });
          }}
        />
        {open && (
          <Box
            hideFrom="md"
            position="fixed"
            inset="0"
            zIndex="banner"
            bg="blackAlpha.600"
            aria-hidden="true"
            onClick={() => sidebar.send({ type: 'sidebar.close' })}
          />
        )}
        <Flex direction="column" minH="100dvh" flex="1" minW="0">
          <CustomerTopBar pageLabel={pageLabel} onSignOut={signOut} />
          <Box as="main" flex="1" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
            <Box maxW="7xl" mx="auto">
              <CustomerRoutes onSignOut={signOut} />
            </Box>
          </Box>
        </Flex>
      </Flex>
    </ScriptStoreContext.Provider>
  );
}
