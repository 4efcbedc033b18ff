import { Badge, Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  LuBookOpen,
  LuBot,
  LuExternalLink,
  LuLayoutDashboard,
  LuMessageSquare,
  LuMonitor,
  LuSettings,
  LuShieldCheck,
  LuStore,
  LuWallet,
} from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { type CustomerNavItem, customerShell } from '../../../content/customer-navigation';
import { pagePaths } from '../../../services/contract';
import { useExternalLinks } from '../../app/site-settings-context';

/** Each item's icon, by its page's path or its external link's name. */
const icons: Record<string, ReactNode> = {
  [pagePaths.customer.dashboard]: <LuLayoutDashboard />,
  [pagePaths.customer.scriptStore]: <LuStore />,
  [pagePaths.customer.chat]: <LuBot />,
  [pagePaths.customer.accounts]: <LuWallet />,
  [pagePaths.customer.devices]: <LuMonitor />,
  documentation: <LuBookOpen />,
  [pagePaths.customer.contact]: <LuMessageSquare />,
  [pagePaths.customer.settings]: <LuSettings />,
  [pagePaths.admin.overview]: <LuShieldCheck />,
};

type NavEntryProps = {
  item: CustomerNavItem;
  /** The sidebar is open: names show; closed, only icons (named for screen readers). */
  open: boolean;
  active: boolean;
  onNavigate: () => void;
};

/** One item of the customer menu: a page of the area, or an external address in a new tab. */
export function SidebarNavEntry({ item, open, active, onNavigate }: NavEntryProps) {
  const links = useExternalLinks();
  const pro = item.kind === 'internal' && item.pro;
  const content = (
    <>
      <Box as="span" position="relative" fontSize="lg" flexShrink="0" aria-hidden="true">
        {icons[item.kind === 'internal' ? item.path : item.link]}
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
          {customerShell.proBadge}
        </Badge>
      )}
      {open && item.kind === 'external' && (
        <Box as="span" fontSize="xs" color="fg.muted" aria-hidden="true">
          <LuExternalLink />
        </Box>
      )}
    </>
  );
  const label = `${item.label}${pro ? customerShell.proSuffix : ''}${item.kind === 'external' ? customerShell.newTabSuffix : ''}`;
  // Closed, the icon alone shows: its name is the link's accessible name and its tooltip.
  const named = {
    'aria-label': open ? undefined : label,
    title: open ? undefined : item.label,
    onClick: onNavigate,
  };
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
  return (
    <Box asChild {...style}>
      {item.kind === 'external' ? (
        <a href={links[item.link]} target="_blank" rel="noopener noreferrer" {...named}>
          {content}
        </a>
      ) : (
        <RouterLink href={`~${item.path}`} aria-current={active ? 'page' : undefined} {...named}>
          {content}
        </RouterLink>
      )}
    </Box>
  );
}
