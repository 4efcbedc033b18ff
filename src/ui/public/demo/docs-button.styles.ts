import { islandStyles } from '../islands/island-styles';

export const styles = islandStyles('docs-button', {
  button: {
    recipe: 'button',
    variants: { size: 'lg', variant: 'solid' },
    css: { colorPalette: 'brand' },
  },
});
