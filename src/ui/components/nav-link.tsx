import { Link, type LinkProps, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink, useRoute } from 'wouter';
import type { NavItem } from '../../content/navigation';

type NavLinkProps = { item: NavItem } & Omit<LinkProps, 'href' | 'children'>;

/**
 * A menu link: internal routes go through the router (and mark the current page),
 * external addresses open in a new tab and say so to screen-reader users.
 */
export function NavLink({ item, ...linkProps }: NavLinkProps) {
  if (item.kind === 'external') {
    return (
      <Link href={item.href} target="_blank" rel="noopener noreferrer" {...linkProps}>
        {item.label}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Link>
    );
  }
  return <InternalLink item={item} {...linkProps} />;
}

function InternalLink({ item, ...linkProps }: NavLinkProps) {
  const [isCurrent] = useRoute(item.href);
  return (
    <Link asChild {...linkProps}>
      <RouterLink href={item.href} aria-current={isCurrent ? 'page' : undefined}>
        {item.label}
      </RouterLink>
    </Link>
  );
}
