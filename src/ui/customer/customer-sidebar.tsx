import { LuPanelLeftClose, LuPanelLeftOpen } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { customerNav, customerShell } from '../../content/customer-navigation';
import { pagePaths } from '../../services/contract';
import { Logo } from '../components/logo';
import { cx } from '../public/islands/island-styles';
import { sidebar } from './customer-frame.styles';
import { SidebarNavEntry } from './sidebar/sidebar-nav-entry';
import { SidebarUser } from './sidebar/sidebar-user';

export const SIDEBAR_ID = 'customer-sidebar';

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
    <aside
      id={id}
      aria-label={customerShell.sidebarLabel}
      className={cx(sidebar.root, open ? sidebar.open : sidebar.closed)}
      data-state={open ? 'open' : 'closed'}
    >
      <div className={cx(sidebar.brandRow, open ? sidebar.brandRowOpen : sidebar.brandRowClosed)}>
        {open && (
          <RouterLink href={`~${pagePaths.home}`} aria-label={customerShell.homeLabel}>
            <Logo size={28} />
          </RouterLink>
        )}
        <button
          type="button"
          className={sidebar.toggle}
          aria-label={open ? customerShell.collapse : customerShell.expand}
          aria-expanded={open}
          aria-controls={id}
          onClick={onToggle}
        >
          {open ? <LuPanelLeftClose /> : <LuPanelLeftOpen />}
        </button>
      </div>
      <SidebarUser open={open} userName={userName} />
      <nav
        aria-label={customerShell.navLabel}
        className={cx(sidebar.nav, open ? sidebar.navOpen : sidebar.navClosed)}
      >
        {items.map((item) => (
          <SidebarNavEntry
            key={item.label}
            item={item}
            open={open}
            active={item.kind === 'internal' && item.segment === active}
            onNavigate={onNavigate}
          />
        ))}
      </nav>
    </aside>
  );
}
