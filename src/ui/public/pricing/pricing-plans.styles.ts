import { pageHeroEnd } from '../../components/page-hero-style';
import { gridColumns, islandStyles } from '../islands/island-styles';
import { planCardRecipe } from './plan-card.styles';

const segment = { slotRecipe: 'segmentGroup', variants: { size: 'lg' } } as const;

export const styles = islandStyles('pricing-plans', {
  heroEnd: { recipe: 'container', css: { ...pageHeroEnd, gap: '2' } },
  periods: { ...segment, slot: 'root' },
  period: {
    ...segment,
    slot: 'item',
    css: {
      px: '6',
      // The recipe rings an item its runtime marks focused (`data-focus`): here the native
      // input's keyboard focus draws the same ring, before the island wakes too.
      '&:has(input:focus-visible)': {
        outlineWidth: 'var(--focus-ring-width, 2px)',
        outlineOffset: 'var(--focus-ring-offset, 2px)',
        outlineStyle: 'var(--focus-ring-style, solid)',
        outlineColor: 'var(--focus-ring-color)',
      },
      // The chosen item carries the indicator's colour itself (Chakra's runtime slides an
      // element of its own under it).
      _checked: { color: 'brand.contrast', bg: 'brand.solid', rounded: 'l2' },
    },
  },
  yearlyHint: { fontSize: 'sm', color: 'brand.fg' },
  plans: { recipe: 'container', css: { maxW: '5xl', pt: { base: '10', md: '16' } } },
  planGroup: { ...planCardRecipe, slot: 'root', css: { colorPalette: 'brand' } },
  planGrid: {
    display: 'grid',
    gridTemplateColumns: gridColumns({ base: 1, md: 2 }),
    gap: '6',
  },
  action: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', mt: '10' },
  actionButton: {
    recipe: 'button',
    variants: { size: 'xl', variant: 'solid' },
    css: { colorPalette: 'brand', minW: '64' },
  },
});
