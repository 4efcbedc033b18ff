import { memo } from 'react';
import { LuMapPin, LuQuote } from 'react-icons/lu';
import type { Testimonial } from '../../../content/testimonials';
import { panelSurface } from '../../components/panel-surface';
import { cx, type IslandStyle, islandStyles } from '../islands/island-styles';

type Palette = Testimonial['author']['avatar']['palette'];

const avatar = (slot: 'root' | 'fallback'): IslandStyle => ({
  slotRecipe: 'avatar',
  slot,
  variants: { variant: 'subtle', size: 'md' },
});

const styles = islandStyles('testimonial-card', {
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
const palettes = islandStyles('testimonial-palette', {
  teal: { colorPalette: 'teal' },
  cyan: { colorPalette: 'cyan' },
  blue: { colorPalette: 'blue' },
  purple: { colorPalette: 'purple' },
  orange: { colorPalette: 'orange' },
  green: { colorPalette: 'green' },
} satisfies Record<Palette, IslandStyle>);

/** One testimonial: the quote, then who said it (name, handle, location, avatar). */
export const TestimonialCard = memo(function TestimonialCard({
  testimonial,
  width,
}: {
  testimonial: Testimonial;
  width: string;
}) {
  const { author, text } = testimonial;
  return (
    <figure className={styles.card} style={{ width }}>
      <div className={styles.quote}>
        <LuQuote className={styles.quoteMark} aria-hidden="true" />
        <blockquote className={styles.text}>{text}</blockquote>
      </div>
      <figcaption className={styles.author}>
        <div className={cx(styles.avatar, palettes[author.avatar.palette])}>
          <span className={styles.initials}>{author.avatar.initials}</span>
        </div>
        <div className={styles.who}>
          <p className={styles.name}>{author.name}</p>
          <p className={styles.handle}>@{author.handle}</p>
          <div className={styles.place}>
            <LuMapPin aria-hidden="true" />
            <span>{author.location}</span>
          </div>
        </div>
      </figcaption>
    </figure>
  );
});
