import { Badge, Box, Button, Table } from '@chakra-ui/react';
import { customerActions, customerFacts } from '../../../content/admin/customers';
import type { AdminPurchase } from '../../../services/contract';
import { formatCents } from '../../signed-in/format';
import { TitledCard } from '../../signed-in/titled-card';
import { formatIsoDate } from './customer-format';

const texts = customerFacts.purchases;

/** What the customer bought or was given; a granted script can be revoked from its row. */
export function PurchasesCard(props: {
  purchases: readonly AdminPurchase[];
  onRevoke: (purchase: AdminPurchase) => void;
}) {
  return (
    <TitledCard title={texts.heading} emptyText={props.purchases.length === 0 ? texts.empty : null}>
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label={texts.heading}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{texts.name}</Table.ColumnHeader>
              <Table.ColumnHeader>{texts.kind}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{texts.price}</Table.ColumnHeader>
              <Table.ColumnHeader>{texts.date}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Box srOnly>{customerActions.heading}</Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {props.purchases.map((purchase) => (
              <Table.Row key={purchase.id}>
                <Table.Cell>{purchase.name}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={purchase.kind === 'GRANT' ? 'purple' : 'gray'}>
                    {texts.kinds[purchase.kind]}
                  </Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">{formatCents(purchase.priceCents)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatIsoDate(purchase.createdAt)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {purchase.kind === 'GRANT' ? (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={customerActions.revokeScriptLabel(purchase.name)}
                      onClick={() => props.onRevoke(purchase)}
                    >
                      {customerActions.revokeScript}
                    </Button>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </TitledCard>
  );
}
