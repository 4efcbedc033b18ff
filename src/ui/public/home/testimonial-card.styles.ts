import type { Testimonial } from '../../../content/testimonials';
import { panelSurface } from '../../components/panel-surface';
import { type IslandStyle, islandStyles } from '../islands/island-styles';

type Palette = Testimonial['author']['avatar']['palette'];

const avatar = (slot: 'root' | 'fallback'): IslandStyle => ({
  slotRecipe: 'avatar',
  slot,
  variants: { variant: 'subtle', size: 'md' },
});

export const styles = islandStyles('testimonial-card', {
  card: {
    ...panelSurface(),
    display: 'flex',
    flexDirection: 'column',
    flexShrink: 0,
    justifyContent: 'space-between',
    gap: '6',
    p: '6',
    userSelect: 'none',
  },
  quote: { display: 'flex', flexDirection: 'column', gap: '3' },
  quoteMark: { recipe: 'icon', css: { boxSize: '7', color: 'brand.fg' } },
  text: { fontSize: 'md', lineHeight: 'tall' },
  author: { display: 'flex', alignItems: 'center', gap: '3' },
  avatar: avatar('root'),
  initials: avatar('fallback'),
  who: { display: 'flex', flexDirection: 'column', gap: '0', minW: '0' },
  name: { fontWeight: 'semibold' },
  handle: { fontSize: 'sm', color: 'fg.muted' },
  place: { display: 'flex', alignItems: 'center', gap: '1', fontSize: 'xs', color: 'fg.muted' },
});

/** Each author's avatar colour. */
export const palettes = islandStyles('testimonial-palette', {
  teal: { colorPalette: 'teal' },
  cyan: { colorPalette: 'cyan' },
  blue: { colorPalette: 'blue' },
  purple: { colorPalette: 'purple' },
  orange: { colorPalette: 'orange' },
  green: { colorPalette: 'green' },
} satisfies Record<Palette, IslandStyle>);
