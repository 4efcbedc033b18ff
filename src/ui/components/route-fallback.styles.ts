import { islandStyles } from '../public/islands/island-styles';

/** The spinner a page shows while its code loads, drawn before Chakra's runtime has loaded. */
export const routeFallback = islandStyles('route-fallback', {
  root: { display: 'flex', alignItems: 'center', justifyContent: 'center', minH: '60vh' },
  spinner: { recipe: 'spinner', variants: { size: 'lg' }, css: { color: 'brand.fg' } },
});
