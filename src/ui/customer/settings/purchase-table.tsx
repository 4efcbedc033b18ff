import { Box, Table } from '@chakra-ui/react';
import { settingsPage } from '../../../content/customer-pages';
import { purchaseKey } from '../../../machines/purchase-history/machine';
import type { PurchaseItem } from '../../../services/contract';
import { formatCents, formatEpochDate } from '../../signed-in/format';
import { purchasePeriod } from './purchase-period';
import { PurchaseTypeBadge } from './purchase-type-badge';

const columns = settingsPage.columns;

/** The purchase history from a tablet up: a table with the purchase date too. */
export function PurchaseTable({ purchases }: { purchases: readonly PurchaseItem[] }) {
  return (
    <Box overflowX="auto" display={{ base: 'none', md: 'block' }}>
      <Table.Root size="sm" aria-label={settingsPage.historyLabel}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{columns.name}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{columns.price}</Table.ColumnHeader>
            <Table.ColumnHeader>{columns.type}</Table.ColumnHeader>
            <Table.ColumnHeader>{columns.purchased}</Table.ColumnHeader>
            <Table.ColumnHeader>{columns.period}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {purchases.map((item) => (
            <Table.Row key={purchaseKey(item)}>
              <Table.Cell>{item.name}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(item.price)}</Table.Cell>
              <Table.Cell>
                <PurchaseTypeBadge type={item.type} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatEpochDate(item.createdDate)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{purchasePeriod(item)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
