import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { customersTable } from '../../../content/admin/customers';
import { adminSection } from '../../../content/admin-navigation';
import { adminCustomersApi } from '../../../services/admin-customers';
import { type AdminCustomerRow, adminCustomerPath } from '../../../services/contract';
import { createdAtColumn, listPage } from '../components/admin-list-page';
import type { Column } from '../components/data-table';
import { formatIsoDate, fullName, roleLabels } from './customer-format';

const texts = customersTable;

const columns: Column<AdminCustomerRow>[] = [
  {
    key: 'lastName',
    header: texts.columns.name,
    sortable: true,
    cell: (row) => (
      <Link asChild fontWeight="semibold" colorPalette="teal" variant="underline">
        <RouterLink href={`~${adminCustomerPath(row.id)}`}>{fullName(row)}</RouterLink>
      </Link>
    ),
  },
  {
    key: 'emailAddress',
    header: texts.columns.emailAddress,
    sortable: true,
    cell: (row) => row.emailAddress,
  },
  {
    key: 'roles',
    header: texts.columns.roles,
    cell: (row) => (
      <HStack gap="1">
        {roleLabels(row.roles).map((label) => (
          <Badge key={label} variant="subtle">
            {label}
          </Badge>
        ))}
      </HStack>
    ),
  },
  createdAtColumn(texts.columns.createdAt, (createdAt) => (
    <Text whiteSpace="nowrap">{formatIsoDate(createdAt)}</Text>
  )),
  {
    key: 'status',
    header: texts.columns.status,
    cell: (row) =>
      row.lockedAt ? (
        <Badge colorPalette="red">{texts.locked}</Badge>
      ) : (
        <Badge colorPalette="teal">{texts.active}</Badge>
      ),
  },
];

/** /admin/customers: every account, found by e-mail or name, newest first. */
export default listPage({
  section: adminSection.customers,
  load: adminCustomersApi.list,
  texts,
  columns,
});
