import { Link as RouterLink, useRoute } from 'wouter';
import type { NavItem } from '../../content/navigation';
import { siteShell } from '../../content/site-shell';
import { useExternalLinks } from '../app/site-settings-context';

import { kit } from '../public/islands/kit.styles';
import { menuLooks } from './nav-link.styles';

type NavLinksProps = {
  items: readonly NavItem[];
  look: keyof typeof menuLooks;
  /** Called when any of the links is followed (the drawer closes). */
  onClick?: () => void;
};

/** A menu's links, all drawn in the menu's look. */
export function NavLinks({ items, look, onClick }: NavLinksProps) {
  return items.map((item) => (
    <NavLink key={item.label} item={item} className={menuLooks[look]} onClick={onClick} />
  ));
}

type NavLinkProps = { item: NavItem; className: string; onClick?: () => void };

/**
 * A menu link: internal routes go through the router (and mark the current page),
 * external addresses open in a new tab and say so to screen-reader users.
 */
function NavLink({ item, className, onClick }: NavLinkProps) {
  const links = useExternalLinks();
  if (item.kind === 'external') {
    return (
      <a
        href={links[item.link]}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onClick}
      >
        {item.label}
        <span className={kit.srOnly}>{siteShell.newTabNote}</span>
      </a>
    );
  }
  return <InternalLink item={item} className={className} onClick={onClick} />;
}

type InternalLinkProps = NavLinkProps & { item: Extract<NavItem, { kind: 'internal' }> };

function InternalLink({ item, className, onClick }: InternalLinkProps) {
  const [isCurrent] = useRoute(item.href);
  return (
    <RouterLink
      href={item.href}
      aria-current={isCurrent ? 'page' : undefined}
      className={className}
      onClick={onClick}
    >
      {item.label}
    </RouterLink>
  );
}
