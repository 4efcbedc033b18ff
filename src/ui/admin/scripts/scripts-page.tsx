import { adminSection } from '../../../content/admin-navigation';
import { AdminSectionHeader } from '../admin-section-header';

/** Scripts: the section's page (issue 17), filled in by its own work. */
export default function ScriptsPage() {
  return <AdminSectionHeader section={adminSection.scripts} />;
}
