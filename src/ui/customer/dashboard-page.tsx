import type { ReactNode } from 'react';
import { dashboardPage } from '../../content/customer-pages';
import { useSessionUser } from '../app/session-context';
import { PageHeader } from '../signed-in/page-header';
import { dashboard as styles } from './dashboard/dashboard.styles';
import { DashboardGroup } from './dashboard/dashboard-group';
import { stopPanel } from './emergency-stop/emergency-stop.styles';
import { EmergencyStopPanel } from './emergency-stop/emergency-stop-panel';

type DashboardProps = { onSignOut: () => void };

/** /customer and /customer/dashboard (spec section 2): four groups of shortcuts. */
export function DashboardPage({ onSignOut }: DashboardProps) {
  const user = useSessionUser();
  return (
    <DashboardContent welcome={dashboardPage.welcome(user?.firstName)} onSignOut={onSignOut} />
  );
}

/** The dashboard under its welcome line (the app shell draws it before the session is read). */
export function DashboardContent({ welcome, onSignOut }: DashboardProps & { welcome: ReactNode }) {
  return (
    <>
      <PageHeader title={dashboardPage.title} subtitle={welcome} />
      {/* Once the app runs: the app shell the build draws has no stop to show. */}
      <EmergencyStopPanel className={stopPanel.spaced} />
      <div className={styles.groups}>
        {dashboardPage.groups.map((group) => (
          <DashboardGroup
            key={group.title}
            title={group.title}
            tiles={group.tiles}
            onSignOut={onSignOut}
          />
        ))}
      </div>
    </>
  );
}
