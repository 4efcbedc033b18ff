/** The soft brand-coloured light at the top of hero bands, from the theme's own colour. */
export const brandGlow =
  'radial-gradient(ellipse at top, color-mix(in srgb, var(--chakra-colors-brand-500) 16%, transparent), transparent 65%)';

/** Theme colours for hand-drawn SVG art, as CSS variables so the art follows the theme. */
export const art = {
  brand: 'var(--chakra-colors-brand-400)',
  brandSoft: 'var(--chakra-colors-brand-800)',
  brandDeep: 'var(--chakra-colors-brand-950)',
  panel: 'var(--chakra-colors-navy-800)',
  panelDeep: 'var(--chakra-colors-navy-900)',
  line: 'var(--chakra-colors-navy-700)',
  text: 'var(--chakra-colors-gray-300)',
  muted: 'var(--chakra-colors-gray-500)',
  up: 'var(--chakra-colors-green-400)',
  down: 'var(--chakra-colors-red-400)',
  white: 'var(--chakra-colors-white)',
} as const;
