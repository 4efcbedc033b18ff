import { lazy, Suspense, useId } from 'react';
import { overviewTexts } from '../../../content/admin/overview';
import type { AdminOverview } from '../../../services/contract';
import { card } from '../../components/kit/card.styles';
import { cx } from '../../public/islands/island-styles';
import { ChartLegend } from './chart-legend';
import { ChartTable } from './chart-table';
import { overview as styles } from './overview.styles';

const texts = overviewTexts.chart;

/**
 * The charting library (Chakra's charts over recharts, with Chakra's runtime) comes with this
 * chunk only, after the figures are drawn.
 */
const OverviewChart = lazy(() => import('./overview-chart'));

/**
 * The sign-ups and revenue chart under its title and description, which name and describe it,
 * and its numbers as a table. Without days yet, a placeholder of the chart's size.
 */
export function ChartSection({ days }: { days: AdminOverview['days'] | null }) {
  const titleId = useId();
  const descriptionId = useId();
  const placeholder = <div className={styles.chartPlaceholder} />;
  // The smaller card's padding on a phone leaves the table room for its three columns.
  const sized = card.smThenMd;
  return (
    <div className={sized.root}>
      <div className={cx(sized.header, styles.chartHeader)}>
        <h2 className={styles.chartTitle} id={titleId}>
          {texts.title}
        </h2>
        <p className={styles.chartDescription} id={descriptionId}>
          {texts.description}
        </p>
      </div>
      <div className={sized.body}>
        {days ? (
          <>
            <Suspense fallback={placeholder}>
              <OverviewChart days={days} labelledBy={titleId} describedBy={descriptionId} />
            </Suspense>
            <ChartLegend />
            <ChartTable days={days} labelledBy={titleId} />
          </>
        ) : (
          placeholder
        )}
      </div>
    </div>
  );
}
