import { Avatar, Badge, Box, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  LuBookOpen,
  LuBot,
  LuExternalLink,
  LuLayoutDashboard,
  LuMessageSquare,
  LuPanelLeftClose,
  LuPanelLeftOpen,
  LuSettings,
  LuStore,
  LuWallet,
} from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { BRAND_NAME } from '../../content/brand';
import { type CustomerNavItem, customerNav } from '../../content/customer-navigation';
import { useExternalLinks } from '../app/site-settings-context';
import { Logo } from '../components/logo';

export const SIDEBAR_ID = 'customer-sidebar';

const icons: Record<string, ReactNode> = {
  Dashboard: <LuLayoutDashboard />,
  'Script Store': <LuStore />,
  'AI Chat': <LuBot />,
  Accounts: <LuWallet />,
  Documentation: <LuBookOpen />,
  'Contact Us': <LuMessageSquare />,
  Settings: <LuSettings />,
};

/** Spec section 9: 13rem or 5rem on desktop, 15rem or 4rem under 768 px. */
export const sidebarWidth = (open: boolean) =>
  open ? { base: '15rem', md: '13rem' } : { base: '4rem', md: '5rem' };

type SidebarProps = {
  open: boolean;
  userName: string;
  active: string;
  onToggle: () => void;
  /** A nav item was chosen (the phone layout closes the sidebar). */
  onNavigate: () => void;
};

/** The customer sidebar: brand, the person, the menu with the active item marked. */
export function CustomerSidebar({ open, userName, active, onToggle, onNavigate }: SidebarProps) {
  return (
    <Flex
      as="aside"
      id={SIDEBAR_ID}
      aria-label="Customer menu"
      direction="column"
      position="fixed"
      insetY="0"
      left="0"
      zIndex="overlay"
      w={sidebarWidth(open)}
      bg="bg.subtle"
      borderRightWidth="1px"
      borderColor="border"
      transition="width 0.2s ease"
      overflowX="hidden"
      overflowY="auto"
      data-state={open ? 'open' : 'closed'}
    >
      <HStack
        h="16"
        px={open ? '4' : '0'}
        justify={open ? 'space-between' : 'center'}
        borderBottomWidth="1px"
        borderColor="border.muted"
        flexShrink="0"
      >
        {open && (
          <RouterLink href="~/" aria-label={`${BRAND_NAME} home`}>
            <Logo size={28} />
          </RouterLink>
        )}
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}
          aria-expanded={open}
          aria-controls={SIDEBAR_ID}
          onClick={onToggle}
        >
          {open ? <LuPanelLeftClose /> : <LuPanelLeftOpen />}
        </IconButton>
      </HStack>

      <HStack
        gap="3"
        px={open ? '4' : '0'}
        py="4"
        justify={open ? 'flex-start' : 'center'}
        borderBottomWidth="1px"
        borderColor="border.muted"
        flexShrink="0"
      >
        <Avatar.Root size="sm" colorPalette="brand" variant="solid" title={userName}>
          <Avatar.Fallback name={userName} />
        </Avatar.Root>
        {open && (
          <Box minW="0">
            <Text fontSize="xs" color="fg.muted">
              Signed in as
            </Text>
            <Text fontWeight="semibold" truncate data-testid="sidebar-user-name">
              {userName}
            </Text>
          </Box>
        )}
      </HStack>

      <Stack as="nav" aria-label="Customer" gap="1" p={open ? '3' : '2'} flex="1">
        {customerNav.map((item) => (
          <NavEntry
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

function NavEntry({
  item,
  open,
  active,
  onNavigate,
}: {
  item: CustomerNavItem;
  open: boolean;
  active: boolean;
  onNavigate: () => void;
}) {
  const links = useExternalLinks();
  const pro = item.kind === 'internal' && item.pro;
  const content = (
    <>
      <Box as="span" position="relative" fontSize="lg" flexShrink="0" aria-hidden="true">
        {icons[item.label]}
        {pro && !open && (
          <Box
            as="span"
            position="absolute"
            top="-1"
            right="-1.5"
            boxSize="2"
            rounded="full"
            bg="orange.400"
          />
        )}
      </Box>
      {open && (
        <Text as="span" flex="1" truncate>
          {item.label}
        </Text>
      )}
      {open && pro && (
        <Badge size="xs" colorPalette="orange" variant="solid">
          PRO
        </Badge>
      )}
      {open && item.kind === 'external' && (
        <Box as="span" fontSize="xs" color="fg.muted" aria-hidden="true">
          <LuExternalLink />
        </Box>
      )}
    </>
  );
  const label = `${item.label}${pro ? ' (PRO)' : ''}${item.kind === 'external' ? ' (opens in a new tab)' : ''}`;
  const style = {
    display: 'flex',
    alignItems: 'center',
    gap: '2.5',
    h: '10',
    px: open ? '2.5' : '0',
    justifyContent: open ? 'flex-start' : 'center',
    rounded: 'lg',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: active ? 'brand.fg' : 'fg.muted',
    bg: active ? 'brand.subtle' : 'transparent',
    _hover: { bg: active ? 'brand.subtle' : 'bg.muted', color: active ? 'brand.fg' : 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
  } as const;
  if (item.kind === 'external') {
    return (
      <Box asChild {...style}>
        <a
          href={links[item.link]}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={open ? undefined : label}
          title={open ? undefined : item.label}
          onClick={onNavigate}
        >
          {content}
        </a>
      </Box>
    );
  }
  return (
    <Box asChild {...style}>
      <RouterLink
        href={`/${item.segment}`}
        aria-current={active ? 'page' : undefined}
        aria-label={open ? undefined : label}
        title={open ? undefined : item.label}
        onClick={onNavigate}
      >
        {content}
      </RouterLink>
    </Box>
  );
}
