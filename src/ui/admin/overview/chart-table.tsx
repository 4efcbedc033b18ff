import { Box, chakra, Table } from '@chakra-ui/react';
import { overviewTexts } from '../../../content/admin/overview';
import type { AdminOverview } from '../../../services/contract';
import { formatCents, formatDate } from '../../signed-in/format';

const texts = overviewTexts.chart;

/**
 * The chart's numbers, day by day, behind a native disclosure: screen readers and keyboards get
 * every value the bars and the line draw, and the page stays short for everyone else.
 */
export function ChartTable({
  days,
  labelledBy,
}: {
  days: AdminOverview['days'];
  labelledBy: string;
}) {
  return (
    <chakra.details mt="4">
      <chakra.summary
        cursor="pointer"
        fontWeight="medium"
        color="brand.fg"
        w="fit"
        rounded="sm"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
      >
        {texts.tableSummary}
      </chakra.summary>
      <Box mt="3" overflowX="auto" borderWidth="1px" borderColor="border.muted" rounded="lg">
        <Table.Root size="sm" aria-labelledby={labelledBy}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>{texts.date}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{texts.signUps}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{texts.revenue}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {days.map((day) => (
              <Table.Row key={day.date}>
                <Table.Cell as="th" scope="row" fontWeight="normal" whiteSpace="nowrap">
                  {formatDate(day.date)}
                </Table.Cell>
                <Table.Cell textAlign="end">{overviewTexts.count(day.signUps)}</Table.Cell>
                <Table.Cell textAlign="end">{formatCents(day.revenueCents)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </chakra.details>
  );
}
