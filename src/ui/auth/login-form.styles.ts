import { islandStyles } from '../public/islands/island-styles';

export const styles = islandStyles('login-form', {
  fields: { display: 'flex', flexDirection: 'column', gap: '5' },
  submit: {
    recipe: 'button',
    variants: { size: 'lg', variant: 'solid' },
    css: { colorPalette: 'brand', w: 'full' },
  },
  newHere: { textAlign: 'center', color: 'fg.muted', fontSize: 'sm' },
  /** The second step (issue 35): its heading, what to type, and the other ways on. */
  stepTitle: { fontSize: 'lg', fontWeight: 'semibold' },
  stepIntro: { color: 'fg.muted', fontSize: 'sm' },
  stepLinks: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: '3',
  },
  linkButton: {
    recipe: 'link',
    css: {
      color: 'brand.fg',
      fontWeight: 'medium',
      fontSize: 'sm',
      background: 'none',
      border: 'none',
      padding: '0',
      cursor: 'pointer',
    },
  },
});
