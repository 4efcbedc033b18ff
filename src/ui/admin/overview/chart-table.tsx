import { overviewTexts } from '../../../content/admin/overview';
import type { AdminOverview } from '../../../services/contract';
import { cx } from '../../public/islands/island-styles';
import { formatCents, formatDate } from '../../signed-in/format';
import { dataTable as table } from '../components/data-table.styles';
import { overview as styles } from './overview.styles';

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
    <details className={styles.details}>
      <summary className={styles.summary}>{texts.tableSummary}</summary>
      <div className={styles.tableFrame}>
        <table className={table.root} aria-labelledby={labelledBy}>
          <thead className={table.header}>
            <tr className={table.headRow}>
              <th className={table.columnHeader}>{texts.date}</th>
              <th className={table.numericHeader}>{texts.signUps}</th>
              <th className={table.numericHeader}>{texts.revenue}</th>
            </tr>
          </thead>
          <tbody className={table.body}>
            {days.map((day) => (
              <tr key={day.date} className={table.row}>
                <th scope="row" className={cx(table.cell, styles.rowHeader)}>
                  {formatDate(day.date)}
                </th>
                <td className={table.numericCell}>{overviewTexts.count(day.signUps)}</td>
                <td className={table.numericCell}>{formatCents(day.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
