import { Badge, Stack, Text } from '@chakra-ui/react';
import { scriptsTableTexts as texts } from '../../../content/admin/scripts';
import type { AdminScriptRow } from '../../../services/contract';
import { formatDate, formatPrice } from '../../signed-in/format';
import type { Column } from '../components/data-table';
import type { ConfirmedActionActor } from '../components/use-confirmed-action';
import { ScriptRowActions } from './script-actions';

/** The catalogue's columns, with each script's actions at the end of its row. */
export const scriptColumns = (action: ConfirmedActionActor): Column<AdminScriptRow>[] => [
  {
    key: 'scriptName',
    header: texts.columns.scriptName,
    sortable: true,
    cell: (row) => (
      <Stack gap="0.5" minW="10rem">
        <Text fontWeight="semibold">{row.scriptName}</Text>
        {row.privateTo ? (
          <Text fontSize="xs" color="fg.muted">
            {texts.privateTo(row.privateTo)}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'price',
    header: texts.columns.price,
    sortable: true,
    numeric: true,
    cell: (row) => formatPrice(row.price),
  },
  { key: 'platform', header: texts.columns.platform, sortable: true, cell: (row) => row.platform },
  {
    key: 'createdOn',
    header: texts.columns.createdOn,
    sortable: true,
    cell: (row) => <Text whiteSpace="nowrap">{formatDate(row.createdOn)}</Text>,
  },
  {
    key: 'updatedAt',
    header: texts.columns.updatedAt,
    sortable: true,
    cell: (row) => (
      <Text whiteSpace="nowrap">
        {row.updatedAt ? formatDate(row.updatedAt) : texts.notChanged}
      </Text>
    ),
  },
  {
    key: 'published',
    header: texts.columns.published,
    sortable: true,
    cell: (row) =>
      row.published ? (
        <Badge colorPalette="green">{texts.published}</Badge>
      ) : (
        <Badge variant="outline">{texts.unpublished}</Badge>
      ),
  },
  {
    key: 'owners',
    header: texts.columns.owners,
    sortable: true,
    numeric: true,
    cell: (row) => row.owners,
  },
  {
    key: 'actions',
    header: texts.actions,
    // Drawn at the end of the cell, as numbers are: the row ends with its buttons.
    numeric: true,
    cell: (row) => <ScriptRowActions script={row} action={action} />,
  },
];
