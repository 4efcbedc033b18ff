import { Box, HStack } from '@chakra-ui/react';
import { overviewTexts } from '../../../content/admin/overview';

const texts = overviewTexts.chart;

/** Each series' colour, a theme token: the chart draws with them and the legend names them. */
export const seriesColors = { signUps: 'brand.solid', revenue: 'orange.400' } as const;

/**
 * Which colour is which series, drawn in HTML under the chart (the theme carries no recipe for
 * the swatches of Chakra's own chart legend).
 */
export function ChartLegend() {
  const items = [
    // A bar's square and a line's dash.
    { label: texts.signUps, swatch: { bg: seriesColors.signUps, boxSize: '2.5', rounded: 'sm' } },
    {
      label: texts.revenue,
      swatch: { bg: seriesColors.revenue, w: '4', h: '0.5', rounded: 'full' },
    },
  ] as const;
  return (
    <HStack justify="center" gap="5" mt="3" textStyle="sm" color="fg.muted" flexWrap="wrap">
      {items.map((item) => (
        <HStack key={item.label} gap="1.5">
          <Box {...item.swatch} aria-hidden />
          {item.label}
        </HStack>
      ))}
    </HStack>
  );
}
