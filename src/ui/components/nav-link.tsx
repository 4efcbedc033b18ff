import { Link, type LinkProps, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink, useRoute } from 'wouter';
import type { NavItem } from '../../content/navigation';
import { siteShell } from '../../content/site-shell';
import { useExternalLinks } from '../app/site-settings-context';

type NavLinkProps = { item: NavItem } & Omit<LinkProps, 'href' | 'children'>;

/**
 * A menu link: internal routes go through the router (and mark the current page),
 * external addresses open in a new tab and say so to screen-reader users.
 */
export function NavLink({ item, ...linkProps }: NavLinkProps) {
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
