import { islandStyles } from '../public/islands/island-styles';

export const styles = islandStyles('login-form', {
  fields: { display: 'flex', flexDirection: 'column', gap: '5' },
  submit: {
    recipe: 'button',
    variants: { size: 'lg', variant: 'solid' },
    css: { colorPalette: 'brand', w: 'full' },
  },
  newHere: { textAlign: 'center', color: 'fg.muted', fontSize: 'sm' },
});
