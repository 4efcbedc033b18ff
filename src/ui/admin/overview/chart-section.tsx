import { Card, Heading, Skeleton, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId } from 'react';
import { overviewTexts } from '../../../content/admin/overview';
import type { AdminOverview } from '../../../services/contract';
import { ChartLegend } from './chart-legend';
import { ChartTable } from './chart-table';

const texts = overviewTexts.chart;

/** The charting library comes with this chunk only, after the figures' own code. */
const OverviewChart = lazy(() => import('./overview-chart'));

const chartHeight = { base: '64', md: '80' } as const;

/**
 * The sign-ups and revenue chart under its title and description, which name and describe it,
 * and its numbers as a table. Without days yet, a placeholder of the chart's size.
 */
export function ChartSection({ days }: { days: AdminOverview['days'] | null }) {
  const titleId = useId();
  const descriptionId = useId();
  const placeholder = <Skeleton h={chartHeight} rounded="md" />;
  return (
    // The smaller card's padding on a phone leaves the table room for its three columns.
    <Card.Root size={{ base: 'sm', md: 'md' }}>
      <Card.Header gap="1">
        <Heading as="h2" size="lg" id={titleId}>
          {texts.title}
        </Heading>
        <Text color="fg.muted" textStyle="sm" id={descriptionId}>
          {texts.description}
        </Text>
      </Card.Header>
      <Card.Body>
        {days ? (
          <>
            <Suspense fallback={placeholder}>
              <OverviewChart
                days={days}
                height={chartHeight}
                labelledBy={titleId}
                describedBy={descriptionId}
              />
            </Suspense>
            <ChartLegend />
            <ChartTable days={days} labelledBy={titleId} />
          </>
        ) : (
          placeholder
        )}
      </Card.Body>
    </Card.Root>
  );
}
