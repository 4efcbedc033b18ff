import { islandStyles } from '../../public/islands/island-styles';

const rowLink = (colorPalette: string) => ({
  recipe: 'link',
  variants: { variant: 'underline' },
  css: { colorPalette, fontWeight: 'semibold' },
});

/** What the console's table cells are drawn with (Chakra's Link and Text looks). */
export const consoleCells = islandStyles('console-cells', {
  /** A row's link to its record. */
  link: rowLink('brand'),
  /** A link to a person's record. */
  personLink: rowLink('teal'),
  /** A link to an entry's target, in the weight of the text around it. */
  targetLink: { recipe: 'link', variants: { variant: 'underline' }, css: { colorPalette: 'teal' } },
  badges: { display: 'flex', alignItems: 'center', gap: '1' },
  /** A line under the cell's first, smaller and muted (an e-mail under a name). */
  secondLine: { fontSize: 'sm', color: 'fg.muted' },
  lines: { display: 'flex', flexDirection: 'column', gap: '0' },
  noWrap: { whiteSpace: 'nowrap' },
  twoLines: { lineClamp: 2 },
});
