import { islandStyles } from '../islands/island-styles';

export const styles = islandStyles('promo-banner', {
  /** One pill on a wide screen; on a phone it wraps into a rounded card. */
  pill: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexWrap: 'wrap',
    gap: '3',
    px: '4',
    py: '2',
    bg: 'bg.emphasized/80',
    borderWidth: '1px',
    borderColor: 'brand.muted',
    rounded: { base: '2xl', md: 'full' },
    textAlign: 'center',
    fontSize: 'sm',
  },
  headline: { fontWeight: 'medium' },
  code: {
    recipe: 'button',
    variants: { size: 'xs', variant: 'surface' },
    css: { colorPalette: 'brand', fontFamily: 'mono', letterSpacing: 'wide' },
  },
  status: { fontWeight: 'semibold', color: 'brand.fg' },
  failed: { color: 'fg.error' },
});
