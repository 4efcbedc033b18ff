import type { ReactNode } from 'react';
import type { AdminSection } from '../../content/admin-navigation';
import { PageHeader } from '../signed-in/page-header';

/** A console page's title block: the section's name and what it is for, and an action. */
export function AdminSectionHeader({
  section,
  action,
}: {
  section: AdminSection;
  action?: ReactNode;
}) {
  return <PageHeader title={section.label} subtitle={section.description} action={action} />;
}
