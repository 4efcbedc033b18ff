import type { ReactNode } from 'react';
import {
  LuBookOpen,
  LuBot,
  LuExternalLink,
  LuLayoutDashboard,
  LuLockKeyhole,
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
import { cx } from '../../public/islands/island-styles';
import { navEntry as styles } from '../customer-frame.styles';

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
  [pagePaths.customer.security]: <LuLockKeyhole />,
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
      <span className={styles.icon} aria-hidden="true">
        {icons[item.kind === 'internal' ? item.path : item.link]}
        {pro && !open && <span className={styles.proDot} />}
      </span>
      {open && <span className={styles.label}>{item.label}</span>}
      {open && pro && <span className={styles.proBadge}>{customerShell.proBadge}</span>}
      {open && item.kind === 'external' && (
        <span className={styles.external} aria-hidden="true">
          <LuExternalLink />
        </span>
      )}
    </>
  );
  const label = `${item.label}${pro ? customerShell.proSuffix : ''}${item.kind === 'external' ? customerShell.newTabSuffix : ''}`;
  // Closed, the icon alone shows: its name is the link's accessible name and its tooltip.
  const named = {
    'aria-label': open ? undefined : label,
    title: open ? undefined : item.label,
    onClick: onNavigate,
    className: cx(styles.root, open ? styles.open : styles.closed, active && styles.active),
  };
  return item.kind === 'external' ? (
    <a href={links[item.link]} target="_blank" rel="noopener noreferrer" {...named}>
      {content}
    </a>
  ) : (
    <RouterLink href={`~${item.path}`} aria-current={active ? 'page' : undefined} {...named}>
      {content}
    </RouterLink>
  );
}
