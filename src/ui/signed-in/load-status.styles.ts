import { islandStyles } from '../public/islands/island-styles';

/** What a page shows while its data load, as island classes (Chakra's Center, Stack, Spinner). */
export const loadStatus = islandStyles('load-status', {
  panel: { display: 'flex', alignItems: 'center', justifyContent: 'center', minH: '20rem' },
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4' },
  spinner: { recipe: 'spinner', variants: { size: 'lg' }, css: { color: 'brand.fg' } },
  /** What is on its way, said in a muted line. */
  muted: { color: 'fg.muted' },
});
