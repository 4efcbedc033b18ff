import { islandStyles } from './islands/island-styles';

export const styles = islandStyles('mobile-nav', {
  // Only under 768 px: wider screens show the header's own links.
  trigger: { recipe: 'button', variants: { variant: 'ghost' }, css: { md: { display: 'none' } } },
  links: { display: 'flex', flexDirection: 'column', gap: '1' },
  accountLinks: { display: 'flex', flexDirection: 'column', gap: '3', mt: '8' },
  login: { recipe: 'button', variants: { variant: 'outline' } },
  signup: { recipe: 'button', variants: { variant: 'solid' }, css: { colorPalette: 'brand' } },
});
