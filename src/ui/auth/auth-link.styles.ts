import { islandStyles } from '../public/islands/island-styles';

export const styles = islandStyles('auth-link', {
  link: { recipe: 'link', css: { color: 'brand.fg', fontWeight: 'medium' } },
  /** The 'Forgot Password?' link beside a label. */
  small: { recipe: 'link', css: { color: 'brand.fg', fontWeight: 'medium', fontSize: 'sm' } },
});
