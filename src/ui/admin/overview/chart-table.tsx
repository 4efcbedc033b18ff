import { overviewTexts } from '../../../content/admin/overview';
import type { AdminOverview } from '../../../services/contract';
import { table } from '../../components/kit/table.styles';
import { formatCents, formatDate } from '../../signed-in/format';
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
            <tr className={styles.headRow}>
              <th className={table.columnHeader}>{texts.date}</th>
              <th className={table.numericHeader}>{texts.signUps}</th>
              <th className={table.numericHeader}>{texts.revenue}</th>
            </tr>
          </thead>
          <tbody className={table.body}>
            {days.map((day) => (
              <tr key={day.date} className={table.row}>
                <th scope="row" className={styles.rowHeader}>
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
