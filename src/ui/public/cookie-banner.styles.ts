import { panelSurface } from '../components/panel-surface';
import { islandStyles } from './islands/island-styles';

export const styles = islandStyles('cookie-banner', {
  region: {
    // Sticky at the end of the page: it floats over content while scrolling, yet never
    // covers the footer's last lines once the visitor reaches the bottom.
    position: 'sticky',
    bottom: '0',
    // Prerendered pages carry the banner; it stays transparent for a moment (long enough for
    // the page to hydrate, short enough that a first-time visitor reads it soon) so a browser
    // that dismissed it before removes it (on hydration) before anyone sees it.
    animation: 'fade-in 0.3s ease-out 1s both',
    zIndex: 'banner',
    p: { base: '3', md: '4' },
  },
  container: { recipe: 'container', css: { maxW: '4xl', px: '0' } },
  /** A small floating card: the text beside its button, or above it on a phone. */
  card: {
    ...panelSurface({ raised: true }),
    display: 'flex',
    bg: 'bg.emphasized',
    rounded: 'xl',
    flexDirection: { base: 'column', sm: 'row' },
    alignItems: { base: 'stretch', sm: 'center' },
    gap: '4',
    p: '4',
  },
  text: { fontSize: 'sm', color: 'fg', flex: '1' },
  privacyLink: { recipe: 'link', css: { color: 'brand.fg', textDecoration: 'underline' } },
  allow: {
    recipe: 'button',
    variants: { size: 'md', variant: 'solid' },
    css: { colorPalette: 'brand' },
  },
});
