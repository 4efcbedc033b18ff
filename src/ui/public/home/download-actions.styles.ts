import { islandStyles } from '../islands/island-styles';

export const styles = islandStyles('download-actions', {
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '4',
    alignItems: 'flex-start',
    justifyContent: { base: 'center', lg: 'flex-start' },
  },
  action: { display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'center' },
  download: {
    recipe: 'button',
    variants: { size: 'xl', variant: 'solid' },
    css: { colorPalette: 'brand' },
  },
  badge: {
    recipe: 'badge',
    variants: { size: 'sm', variant: 'solid' },
    css: { colorPalette: 'orange', rounded: 'full' },
  },
  askGpt: { recipe: 'button', variants: { size: 'xl', variant: 'outline' } },
});
