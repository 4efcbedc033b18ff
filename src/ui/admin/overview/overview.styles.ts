import { tableSlot } from '../../components/kit/table.styles';
import { gridColumns, islandStyles } from '../../public/islands/island-styles';

/** Each series' colour, a theme token: the chart draws with them, the legend's swatches too. */
export const seriesColors = { signUps: 'brand.solid', revenue: 'orange.400' } as const;

/** The chart's height, which its placeholder keeps, so nothing jumps. */
export const chartHeight = { base: '64', md: '80' } as const;

/** The console's overview: its figures, the chart's section and the numbers' table. */
export const overview = islandStyles('overview', {
  page: { display: 'flex', flexDirection: 'column', gap: '6', w: 'full' },
  figures: {
    display: 'grid',
    gridTemplateColumns: gridColumns({ base: 1, sm: 2, xl: 4 }),
    gap: '4',
  },
  /** Plain terms and details: the theme carries no recipe for Chakra's Stat. */
  figure: { display: 'flex', flexDirection: 'column', gap: '1' },
  figureLabel: { fontWeight: 'medium' },
  figureValue: { textStyle: '2xl', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
  figureHelp: { textStyle: 'sm', color: 'fg.muted' },
  valuePlaceholder: { recipe: 'skeleton', css: { h: '8', w: '24' } },
  helpPlaceholder: { recipe: 'skeleton', css: { h: '4', w: '40', mt: '1' } },
  chartHeader: { gap: '1' },
  chartTitle: { recipe: 'heading', variants: { size: 'lg' } },
  chartDescription: { color: 'fg.muted', textStyle: 'sm' },
  chartPlaceholder: { recipe: 'skeleton', css: { h: chartHeight, rounded: 'md' } },
  legend: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '5',
    mt: '3',
    textStyle: 'sm',
    color: 'fg.muted',
    flexWrap: 'wrap',
  },
  legendItem: { display: 'flex', alignItems: 'center', gap: '1.5' },
  /** A bar's square and a line's dash. */
  barSwatch: { bg: seriesColors.signUps, boxSize: '2.5', rounded: 'sm' },
  lineSwatch: { bg: seriesColors.revenue, w: '4', h: '0.5', rounded: 'full' },
  details: { mt: '4' },
  summary: {
    cursor: 'pointer',
    fontWeight: 'medium',
    color: 'brand.fg',
    w: 'fit',
    rounded: 'sm',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  },
  tableFrame: {
    mt: '3',
    overflowX: 'auto',
    borderWidth: '1px',
    borderColor: 'border.muted',
    rounded: 'lg',
  },
  headRow: tableSlot('row', { bg: 'bg.subtle' }),
  rowHeader: tableSlot('cell', { fontWeight: 'normal', whiteSpace: 'nowrap' }),
});
