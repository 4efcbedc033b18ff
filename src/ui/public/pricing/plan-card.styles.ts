import { islandStyles } from '../islands/island-styles';

/** The plan cards' recipe: the group of cards takes its root slot, each card the others. */
export const planCardRecipe = {
  slotRecipe: 'radioCard',
  variants: { variant: 'surface' },
} as const;

const list = { slotRecipe: 'list', variants: { variant: 'plain' } } as const;
const row = { display: 'flex', flexDirection: 'row' } as const;

export const styles = islandStyles('plan-card', {
  plan: { ...planCardRecipe, slot: 'item', css: { cursor: 'pointer', bg: 'bg.subtle' } },
  control: { ...planCardRecipe, slot: 'itemControl', css: { p: { base: '6', md: '8' } } },
  content: { ...planCardRecipe, slot: 'itemContent', css: { gap: '5', alignItems: 'stretch' } },
  head: { ...row, gap: '2', alignItems: 'flex-start', justifyContent: 'space-between' },
  title: { display: 'flex', flexDirection: 'column', gap: '1' },
  nameRow: { ...row, gap: '2', alignItems: 'center' },
  name: { ...planCardRecipe, slot: 'itemText', css: { fontSize: '2xl', fontWeight: 'bold' } },
  popular: {
    recipe: 'badge',
    variants: { variant: 'solid' },
    css: { colorPalette: 'brand', rounded: 'full' },
  },
  description: {
    ...planCardRecipe,
    slot: 'itemDescription',
    css: { color: 'fg.muted', opacity: '1' },
  },
  indicator: { ...planCardRecipe, slot: 'itemIndicator' },
  price: { ...row, gap: '1', alignItems: 'baseline' },
  amount: { fontSize: '5xl', fontWeight: 'bold', letterSpacing: 'tight' },
  perPeriod: { color: 'fg.muted' },
  features: { ...list, slot: 'root', css: { gap: '3' } },
  feature: { ...list, slot: 'item', css: { alignItems: 'flex-start' } },
  included: { color: 'fg' },
  notIncluded: { color: 'fg.muted' },
  mark: { ...list, slot: 'indicator', css: { mt: '1' } },
  icon: { recipe: 'icon' },
  includedMark: { color: 'brand.fg' },
  notIncludedMark: { color: 'fg.subtle' },
});
