import type { HTMLAttributes } from 'react';
import { cx } from '../../public/islands/island-styles';
import { type BadgeSize, type BadgeVariant, badgeLook } from './badge.styles';
import { type Palette, palette as paletteClass } from './palette.styles';

export type BadgeLook = { variant?: BadgeVariant; size?: BadgeSize; palette?: Palette };

/** The classes of a badge's look (Chakra's defaults: subtle, small, gray). */
export const badgeClass = ({ variant = 'subtle', size = 'sm', palette = 'gray' }: BadgeLook = {}) =>
  cx(badgeLook[`${variant}-${size}`], paletteClass[palette]);

/** Chakra's Badge without its runtime: a span with the recipe's classes. */
export function Badge({
  variant,
  size,
  palette,
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & BadgeLook) {
  return <span className={cx(badgeClass({ variant, size, palette }), className)} {...rest} />;
}
