import { Link, type LinkProps, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink, useRoute } from 'wouter';
import type { NavItem } from '../../content/navigation';
import { siteShell } from '../../content/site-shell';
import { useExternalLinks } from '../app/site-settings-context';

type NavLinkProps = { item: NavItem } & Omit<LinkProps, 'href' | 'children'>;

/** How each menu draws its links: the header's bar, the mobile drawer, a footer column. */
const menuLooks = {
  bar: {
    px: '3',
    py: '2',
    rounded: 'md',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'fg.muted',
    _hover: { color: 'fg', bg: 'bg.muted', textDecoration: 'none' },
    _currentPage: { color: 'brand.fg' },
  },
  drawer: {
    px: '3',
    py: '3',
    rounded: 'md',
    fontWeight: 'medium',
    _hover: { bg: 'bg.muted', textDecoration: 'none' },
    _currentPage: { color: 'brand.fg' },
  },
  column: { fontSize: 'sm', color: 'fg.muted', _hover: { color: 'fg' } },
} satisfies Record<string, LinkProps>;

type NavLinksProps = {
  items: readonly NavItem[];
  look: keyof typeof menuLooks;
  /** Called when any of the links is followed (the drawer closes). */
  onClick?: () => void;
};

/** A menu's links, all drawn in the menu's look. */
export function NavLinks({ items, look, onClick }: NavLinksProps) {
  return items.map((item) => (
    <NavLink key={item.label} item={item} onClick={onClick} {...menuLooks[look]} />
  ));
}

/**
 * A menu link: internal routes go through the router (and mark the current page),
 * external addresses open in a new tab and say so to screen-reader users.
 */
function NavLink({ item, ...linkProps }: NavLinkProps) {
  const links = useExternalLinks();
  if (item.kind === 'external') {
    return (
      <Link href={links[item.link]} target="_blank" rel="noopener noreferrer" {...linkProps}>
        {item.label}
        <VisuallyHidden>{siteShell.newTabNote}</VisuallyHidden>
      </Link>
    );
  }
  return <InternalLink item={item} {...linkProps} />;
}

type InternalLinkProps = NavLinkProps & { item: Extract<NavItem, { kind: 'internal' }> };

function InternalLink({ item, ...linkProps }: InternalLinkProps) {
  const [isCurrent] = useRoute(item.href);
  return (
    <Link asChild {...linkProps}>
      <RouterLink href={item.href} aria-current={isCurrent ? 'page' : undefined}>
        {item.label}
      </RouterLink>
    </Link>
  );
}
