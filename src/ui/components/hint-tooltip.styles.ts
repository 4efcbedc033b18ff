import { islandStyles } from '../public/islands/island-styles';

export const styles = islandStyles('hint-tooltip', {
  anchor: { position: 'relative', display: 'inline-flex' },
  hint: {
    position: 'absolute',
    top: 'calc(100% + 0.5rem)',
    left: '50%',
    translate: '-50% 0',
    zIndex: 'tooltip',
    w: 'max-content',
    maxW: 'xs',
    px: '3',
    py: '1.5',
    rounded: 'md',
    bg: 'fg',
    color: 'bg',
    fontSize: 'xs',
    fontWeight: 'medium',
    shadow: 'md',
    pointerEvents: 'none',
    opacity: '0',
    visibility: 'hidden',
    transition: 'opacity 0.15s',
    // Shown while the anchor, the trigger inside it, is hovered or focused.
    '*:hover > &, *:focus-within > &': { opacity: 1, visibility: 'visible' },
  },
});
