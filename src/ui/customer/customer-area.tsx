import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { LuLogOut } from 'react-icons/lu';
import { Route, Switch, useLocation } from 'wouter';
import { activeSegment, customerNav } from '../../content/customer-navigation';
import { inspect } from '../../machines/inspector';
import { sidebarMachine } from '../../machines/sidebar/machine';
import { signedInImplementations, useSessionActor, useSessionUser } from '../app/session-context';
import { RouteFallback } from '../components/route-fallback';
import { CustomerSidebar, sidebarWidth } from './customer-sidebar';
import { DashboardPage } from './dashboard-page';
import { ScriptStoreContext, scriptStoreFor } from './store-context';

const ScriptStorePage = lazy(() => import('./script-store-page'));
const ScriptDetailPage = lazy(() => import('./script-detail-page'));
const ContactPage = lazy(() => import('./contact-page'));
// The chat (and its Markdown reader) loads only when /customer/chat is opened.
const ChatPage = lazy(() => import('./chat-page'));
const AccountsPage = lazy(() => import('./accounts-page'));
const SettingsPage = lazy(() => import('./settings-page'));

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
  const userName = user ? `${user.firstName} ${user.lastName}`.trim() || 'Guest' : 'Guest';
  const [location] = useLocation();
  const active = activeSegment(location);

  const sidebar = useActorRef(sidebarMachine, { input: { open: isWideScreen() }, inspect });
  const open = useSelector(sidebar, (state) => state.matches('Open'));
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
          bg="bg.subtle"
          borderRightWidth="1px"
          borderColor="border"
          transition="width 0.2s ease"
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
          <HStack
            as="header"
            position="sticky"
            top="0"
            zIndex="sticky"
            h="16"
            px={{ base: '4', md: '8' }}
            justify="space-between"
            bg="bg/90"
            backdropFilter="blur(8px)"
            borderBottomWidth="1px"
            borderColor="border.muted"
          >
            <Text fontSize="sm" color="fg.muted" truncate>
              <Text as="span" hideBelow="sm">
                Customer Portal{pageLabel && ' / '}
              </Text>
              {pageLabel && (
                <Text as="span" color="fg" fontWeight="medium">
                  {pageLabel}
                </Text>
              )}
            </Text>
            <Button size="sm" variant="outline" onClick={signOut}>
              <LuLogOut /> Sign Out
            </Button>
          </HStack>
          <Box as="main" flex="1" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
            <Box maxW="7xl" mx="auto">
              <Suspense fallback={<RouteFallback />}>
                <Switch>
                  <Route path="/script-store">
                    <ScriptStorePage />
                  </Route>
                  <Route path="/script-store/:scriptName">
                    {(params) => (
                      <ScriptDetailPage key={params.scriptName} encodedName={params.scriptName} />
                    )}
                  </Route>
                  <Route path="/contact-us">
                    <ContactPage />
                  </Route>
                  <Route path="/chat">
                    <ChatPage />
                  </Route>
                  <Route path="/accounts">
                    <AccountsPage />
                  </Route>
                  <Route path="/settings">
                    <SettingsPage />
                  </Route>
                  <Route>
                    <DashboardPage onSignOut={signOut} />
                  </Route>
                </Switch>
              </Suspense>
            </Box>
          </Box>
        </Flex>
      </Flex>
    </ScriptStoreContext.Provider>
  );
}
