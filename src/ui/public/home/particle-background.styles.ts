import { islandStyles } from '../islands/island-styles';

export const styles = islandStyles('particles', {
  // Transparent until it has drawn its first frame (the fade's length is set on it).
  layer: {
    position: 'absolute',
    inset: '0',
    pointerEvents: 'none',
    opacity: 0,
    transitionProperty: 'opacity',
    transitionTimingFunction: 'ease-in',
  },
  visible: { opacity: 1 },
});
