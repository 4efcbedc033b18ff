import { adminSection } from '../../../content/admin-navigation';
import { AdminSectionHeader } from '../admin-section-header';

/** Overview: the section's page (issue 17), filled in by its own work. */
export default function OverviewPage() {
  return <AdminSectionHeader section={adminSection.overview} />;
}
