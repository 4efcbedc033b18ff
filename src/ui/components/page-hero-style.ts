import { brandGlow } from './brand-glow';

/**
 * The look of the band at the top of the inner public pages, as plain style props: the Chakra
 * `PageHero` draws the band with them, and an island that ends a band (PageHero's `endedBy`)
 * lays out its part of the band with them too (island-styles.ts).
 */
export const pageHeroStyle = {
  band: { bgImage: brandGlow, borderBottomWidth: '1px', borderColor: 'border.muted' },
  /** The band's column (a Container's). */
  maxW: '5xl',
  /** Above the eyebrow, and below the band's last line. */
  py: { base: '12', md: '20' },
  /** Between the eyebrow, the title, the intro and what follows them. */
  gap: '5',
  align: { base: 'flex-start', md: 'center' },
  textAlign: { md: 'center' },
} as const;

/** The band's last part when an island draws it, under the intro: laid out as in the band. */
export const pageHeroEnd = {
  maxW: pageHeroStyle.maxW,
  pt: pageHeroStyle.gap,
  pb: pageHeroStyle.py,
  // The band's border is drawn behind this part (see PageHero): its width is kept here.
  borderBottomWidth: pageHeroStyle.band.borderBottomWidth,
  borderColor: 'transparent',
  display: 'flex',
  flexDirection: 'column',
  alignItems: pageHeroStyle.align,
  textAlign: pageHeroStyle.textAlign,
} as const;
