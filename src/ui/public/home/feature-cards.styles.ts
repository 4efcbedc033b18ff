import type { SystemStyleObject } from '@chakra-ui/react';
import { panelSurface } from '../../components/panel-surface';
import { gridColumns, type IslandStyle, islandStyles } from '../islands/island-styles';

/** One part of a card as Chakra's radio card draws it (variant surface), with props over it. */
const radioCard = (slot: string, css: SystemStyleObject): IslandStyle => ({
  slotRecipe: 'radioCard',
  slot,
  variants: { variant: 'surface' },
  css,
});

export const styles = islandStyles('feature-cards', {
  layout: {
    display: 'grid',
    gridTemplateColumns: gridColumns({ base: 1, lg: 2 }),
    gap: { base: '6', lg: '10' },
    alignItems: 'stretch',
  },
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    isolation: 'isolate',
    colorPalette: 'brand',
  },
  card: radioCard('item', {
    cursor: 'pointer',
    bg: 'bg.subtle',
    // The recipe's checked look (less its background) follows the native radio inside, with
    // or without JavaScript: the recipe's own selectors wait for attributes a script sets.
    '&:has(input:checked)': {
      zIndex: '1',
      color: 'colorPalette.fg',
      borderColor: 'colorPalette.muted',
    },
  }),
  control: radioCard('itemControl', { gap: '4', alignItems: 'flex-start' }),
  cardIcon: { recipe: 'icon', css: { boxSize: '7', color: 'brand.fg', mt: '0.5' } },
  content: radioCard('itemContent', { alignItems: 'flex-start', gap: '1' }),
  title: radioCard('itemText', { fontSize: 'lg', fontWeight: 'semibold' }),
  text: radioCard('itemDescription', { color: 'fg.muted', opacity: '1', fontSize: 'sm' }),
  // The native radio is the card's radio mark: the recipe's checked and focus-visible looks
  // match it as they are. An input holds no children: the mark's dot is drawn after it.
  radio: radioCard('itemIndicator', {
    appearance: 'none',
    _checked: {
      _after: { content: '""', boxSize: 'full', rounded: 'full', bg: 'currentColor', scale: '0.4' },
    },
  }),
  detail: {
    ...panelSurface(),
    display: 'flex',
    flexDirection: 'column',
    gap: '6',
    p: { base: '6', md: '10' },
    borderColor: 'brand.muted',
    bgImage:
      'linear-gradient(160deg, color-mix(in srgb, var(--chakra-colors-brand-500) 14%, transparent), transparent 70%)',
  },
  detailIcon: {
    display: 'inline-flex',
    alignSelf: 'flex-start',
    p: '4',
    rounded: 'xl',
    bg: 'brand.subtle',
    color: 'brand.fg',
  },
  detailSvg: { recipe: 'icon', css: { boxSize: '10' } },
  detailTitle: { recipe: 'heading', variants: { size: '2xl' } },
  detailText: { color: 'fg.muted', fontSize: 'lg' },
});
