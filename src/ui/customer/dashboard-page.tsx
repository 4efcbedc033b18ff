import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { dashboardPage } from '../../content/customer-pages';
import { useSessionUser } from '../app/session-context';
import { DashboardGroup } from './dashboard/dashboard-group';
import { PageHeader } from './page-header';

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
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '5', md: '6' }}>
        {dashboardPage.groups.map((group) => (
          <DashboardGroup
            key={group.title}
            title={group.title}
            tiles={group.tiles}
            onSignOut={onSignOut}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
