import { customerFacts, customersTable } from '../../../content/admin/customers';
import { isAdmin, roles } from '../../../services/contract';
import { formatDate } from '../../signed-in/format';

/** An ISO date as the console shows it ('Mar 2, 2026'), a dash when absent. */
export const formatIsoDate = (iso: string | null) => (iso ? formatDate(iso) : customerFacts.none);

/** The roles as people call them: Admin, Pro, or Customer when neither. */
export function roleLabels(userRoles: readonly string[]): string[] {
  const labels: string[] = [];
  if (isAdmin(userRoles)) labels.push(customersTable.admin);
  if (userRoles.includes(roles.pro)) labels.push(customersTable.pro);
  return labels.length > 0 ? labels : [customersTable.customer];
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
