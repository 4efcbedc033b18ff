import { Flex, HStack, IconButton, Stack } from '@chakra-ui/react';
import { LuPanelLeftClose, LuPanelLeftOpen } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { customerNav, customerShell } from '../../content/customer-navigation';
import { pagePaths } from '../../services/contract';
import { Logo } from '../components/logo';
import { SidebarNavEntry } from './sidebar/sidebar-nav-entry';
import { SidebarUser } from './sidebar/sidebar-user';

export const SIDEBAR_ID = 'customer-sidebar';

/** Spec section 9: 13rem or 5rem on desktop, 15rem or 4rem under 768 px. */
export const sidebarWidth = (open: boolean) =>
  open ? { base: '15rem', md: '13rem' } : { base: '4rem', md: '5rem' };

/** The sidebar's surface, which the place it holds in the page's flow repeats. */
export const sidebarSurface = {
  bg: 'bg.subtle',
  borderRightWidth: '1px',
  borderColor: 'border',
  transition: 'width 0.2s ease',
} as const;

/** The top bar and the sidebar's brand row line up: one height, one bottom edge. */
export const shellRowEdge = {
  h: '16',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
} as const;

type SidebarProps = {
  open: boolean;
  /** Operators also see the console's item. */
  admin: boolean;
  /** Null in the app shell, before the session is read. */
  userName: string | null;
  active: string;
  onToggle: () => void;
  /** A nav item was chosen (the phone layout closes the sidebar). */
  onNavigate: () => void;
  /** The app shell draws a sidebar for each screen width: each needs an id of its own. */
  id?: string;
};

/** The customer sidebar: brand, the person, the menu with the active item marked. */
export function CustomerSidebar({
  open,
  admin,
  userName,
  active,
  onToggle,
  onNavigate,
  id = SIDEBAR_ID,
}: SidebarProps) {
  const items = customerNav.filter((item) => admin || item.kind !== 'internal' || !item.adminOnly);
  return (
    <Flex
      as="aside"
      id={id}
      aria-label={customerShell.sidebarLabel}
      direction="column"
      position="fixed"
      insetY="0"
      left="0"
      zIndex="overlay"
      w={sidebarWidth(open)}
      {...sidebarSurface}
      overflowX="hidden"
      overflowY="auto"
      data-state={open ? 'open' : 'closed'}
    >
      <HStack
        {...shellRowEdge}
        px={open ? '4' : '0'}
        justify={open ? 'space-between' : 'center'}
        flexShrink="0"
      >
        {open && (
          <RouterLink href={`~${pagePaths.home}`} aria-label={customerShell.homeLabel}>
            <Logo size={28} />
          </RouterLink>
        )}
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={open ? customerShell.collapse : customerShell.expand}
          aria-expanded={open}
          aria-controls={id}
          onClick={onToggle}
        >
          {open ? <LuPanelLeftClose /> : <LuPanelLeftOpen />}
        </IconButton>
      </HStack>
      <SidebarUser open={open} userName={userName} />
      <Stack as="nav" aria-label={customerShell.navLabel} gap="1" p={open ? '3' : '2'} flex="1">
        {items.map((item) => (
          <SidebarNavEntry
            key={item.label}
            item={item}
            open={open}
            active={item.kind === 'internal' && item.segment === active}
            onNavigate={onNavigate}
          />
        ))}
      </Stack>
    </Flex>
  );
}
