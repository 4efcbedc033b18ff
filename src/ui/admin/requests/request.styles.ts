import { gridColumns, islandStyles } from '../../public/islands/island-styles';

/** A custom request's console page: its title row, facts, next steps and history. */
export const requestPage = islandStyles('request-page', {
  page: { display: 'flex', flexDirection: 'column', gap: '6' },
  titleRow: { display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' },
  title: { recipe: 'heading', variants: { size: '2xl' }, css: { overflowWrap: 'anywhere' } },
  columns: {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' },
    gap: '6',
    alignItems: 'start',
  },
  side: { display: 'flex', flexDirection: 'column', gap: '6' },
  sectionTitle: { recipe: 'heading', variants: { size: 'md' } },
  finished: { color: 'fg.muted' },
  steps: { display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' },
  facts: { display: 'flex', flexDirection: 'column', gap: '5' },
  factGrid: { display: 'grid', gridTemplateColumns: gridColumns({ base: 1, sm: 2 }), gap: '4' },
  fact: { display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' },
  factLabel: { fontSize: 'sm', color: 'fg.muted' },
  factValue: { fontWeight: 'semibold', overflowWrap: 'anywhere' },
  factAside: { fontWeight: 'normal', color: 'fg.muted', fontSize: 'sm' },
  link: { recipe: 'link', variants: { variant: 'underline' }, css: { colorPalette: 'brand' } },
  description: { display: 'flex', flexDirection: 'column', gap: '1' },
  preWrap: { whiteSpace: 'pre-wrap' },
  history: { display: 'flex', flexDirection: 'column', gap: '4', listStyle: 'none', ms: '0' },
  event: { borderStartWidth: '2px', borderColor: 'border', ps: '4', display: 'block' },
  eventHead: { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
  eventWhen: { fontSize: 'sm', color: 'fg.muted' },
  eventNote: { mt: '1', whiteSpace: 'pre-wrap' },
  stepFields: { display: 'flex', flexDirection: 'column', gap: '4' },
  /** A script's content, typed as code. */
  code: { fontFamily: 'mono', fontSize: 'sm' },
});
