import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { overviewTexts } from '../../../content/admin/overview';
import type { AdminOverview } from '../../../services/contract';
import ChakraScope from '../../app/chakra-scope';
import { usePrefersReducedMotion } from '../../hooks/use-media-query';
import { formatDate } from '../../signed-in/format';
import { chartHeight, seriesColors as colors } from './overview.styles';

const texts = overviewTexts.chart;

/**
 * Sign-ups (bars, left axis) and revenue in dollars (a line, right axis) per day. It is loaded
 * on its own by the overview page, so the charting library stays out of every other chunk.
 * The drawing is one image named by the section's title and description (the ids given); its
 * numbers are in the table beside it, so recharts' keyboard layer is left off.
 */
function OverviewChart({
  days,
  labelledBy,
  describedBy,
}: {
  days: AdminOverview['days'];
  labelledBy: string;
  describedBy: string;
}) {
  const still = usePrefersReducedMotion();
  const chart = useChart({
    data: days.map((day) => ({
      date: day.date,
      signUps: day.signUps,
      revenue: day.revenueCents / 100,
    })),
    series: [
      { name: 'signUps', label: texts.signUps, color: colors.signUps, yAxisId: 'signUps' },
      { name: 'revenue', label: texts.revenue, color: colors.revenue, yAxisId: 'revenue' },
    ],
  });
  const dollars = chart.formatNumber({ style: 'currency', currency: 'USD' });
  // The days are UTC days, as the server counts them.
  const shortDay = chart.formatDate({ month: 'short', day: 'numeric', timeZone: 'UTC' });
  const axis = { axisLine: false, tickLine: false, stroke: chart.color('border') } as const;

  return (
    <Chart.Root chart={chart} h={chartHeight}>
      <ComposedChart
        data={chart.data}
        responsive
        accessibilityLayer={false}
        role="img"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis {...axis} dataKey={chart.key('date')} tickFormatter={shortDay} minTickGap={16} />
        <YAxis {...axis} yAxisId="signUps" allowDecimals={false} width="auto" />
        <YAxis
          {...axis}
          yAxisId="revenue"
          orientation="right"
          width="auto"
          tickFormatter={chart.formatNumber({
            style: 'currency',
            currency: 'USD',
            notation: 'compact',
          })}
        />
        <Tooltip
          isAnimationActive={!still}
          cursor={{ fill: chart.color('bg.muted') }}
          content={
            <Chart.Tooltip
              hideIndicator
              labelFormatter={(day) => formatDate(String(day))}
              // The tooltip names a series by its label: revenue is the one in dollars.
              formatter={(value, name) => (name === texts.revenue ? dollars(value) : value)}
            />
          }
        />
        <Bar
          yAxisId="signUps"
          dataKey={chart.key('signUps')}
          fill={chart.color(colors.signUps)}
          radius={[3, 3, 0, 0]}
          isAnimationActive={!still}
        />
        <Line
          yAxisId="revenue"
          type="monotone"
          dataKey={chart.key('revenue')}
          stroke={chart.color(colors.revenue)}
          strokeWidth={2}
          dot={false}
          isAnimationActive={!still}
        />
      </ComposedChart>
    </Chart.Root>
  );
}

/** The chart inside Chakra's provider, which its hooks and parts read. */
export default function OverviewChartInScope(props: Parameters<typeof OverviewChart>[0]) {
  return (
    <ChakraScope>
      <OverviewChart {...props} />
    </ChakraScope>
  );
}
