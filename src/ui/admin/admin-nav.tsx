import { Link, useLocation } from 'wouter';
import { adminSectionAt, adminSections, adminShell } from '../../content/admin-navigation';
import { adminNav } from './admin-nav.styles';

/** The console's sections as a row of links; the current one is marked for every reader. */
export function AdminNav() {
  const [location] = useLocation();
  const current = adminSectionAt(location);
  return (
    <nav aria-label={adminShell.navLabel} className={adminNav.row}>
      {adminSections.map((item) => (
        <Link
          key={item.path}
          href={`~${item.path}`}
          className={adminNav.link}
          aria-current={item === current ? 'page' : undefined}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
