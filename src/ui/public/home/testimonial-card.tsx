import { memo } from 'react';
import { LuMapPin, LuQuote } from 'react-icons/lu';
import type { Testimonial } from '../../../content/testimonials';
import { cx } from '../islands/island-styles';
import { palettes, styles } from './testimonial-card.styles';

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
