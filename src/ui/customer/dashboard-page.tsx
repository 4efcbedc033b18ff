import { SimpleGrid } from '@chakra-ui/react';
import { dashboardPage } from '../../content/customer-pages';
import { useSessionUser } from '../app/session-context';
import { DashboardGroup } from './dashboard/dashboard-group';
import { PageHeader } from './page-header';

/** /customer and /customer/dashboard (spec section 2): four groups of shortcuts. */
export function DashboardPage({ onSignOut }: { onSignOut: () => void }) {
  const user = useSessionUser();
  return (
    <>
      <PageHeader title={dashboardPage.title} subtitle={dashboardPage.welcome(user?.firstName)} />
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
