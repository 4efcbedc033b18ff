import { islandStyles } from '../islands/island-styles';

export const styles = islandStyles('rotating-word', {
  // Each word's own duration is set on it (`animationDuration`).
  word: { display: 'inline-block', color: 'brand.fg', animation: 'rise-in 0.3s ease-out both' },
});
