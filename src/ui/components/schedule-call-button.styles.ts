import { islandStyles } from '../public/islands/island-styles';

export const styles = islandStyles('schedule-call', {
  solid: {
    recipe: 'button',
    variants: { size: 'lg', variant: 'solid' },
    css: { colorPalette: 'brand' },
  },
  outline: { recipe: 'button', variants: { size: 'lg', variant: 'outline' } },
  /**
   * The rest of a phone's screen under the dialog's title; from md on, as tall as the
   * provider's own popup, within the screen.
   */
  frame: {
    h: { base: 'calc(100dvh - 6.5rem)', md: 'min(42.5rem, calc(100dvh - 9rem))' },
    rounded: 'lg',
    overflow: 'hidden',
    '& > iframe': { w: 'full', h: 'full' },
  },
});
