import { islandStyles } from '../../public/islands/island-styles';

/** The console pages' own layout: a page's blocks one under another. */
export const consoleLayout = islandStyles('console-layout', {
  /** Chakra's `<Stack gap="4">`. */
  stack: { display: 'flex', flexDirection: 'column', gap: '4' },
});
