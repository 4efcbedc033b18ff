import { islandStyles } from '../public/islands/island-styles';

export const styles = islandStyles('login-form', {
  fields: { display: 'flex', flexDirection: 'column', gap: '5' },
  submit: {
    recipe: 'button',
    variants: { size: 'lg', variant: 'solid' },
    css: { colorPalette: 'brand', w: 'full' },
  },
  /** "Sign in with a passkey" (issue 35): the other way in, under the main button. */
  passkey: {
    recipe: 'button',
    variants: { size: 'lg', variant: 'outline' },
    css: { w: 'full', mt: '-2' },
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
