import { islandStyles } from '../../public/islands/island-styles';

/** A reply read from Markdown into the theme's elements (Chakra's recipes), and its code blocks. */
export const markdown = islandStyles('chat-markdown', {
  root: { minW: '0', display: 'flex', flexDirection: 'column', gap: '3' },
  h1: { recipe: 'heading', variants: { size: 'lg' } },
  h2: { recipe: 'heading', variants: { size: 'md' } },
  h3: { recipe: 'heading', variants: { size: 'sm' } },
  bullets: {
    slotRecipe: 'list',
    slot: 'root',
    css: { ps: '5', gap: '1', listStyleType: 'disc' },
  },
  numbers: {
    slotRecipe: 'list',
    slot: 'root',
    css: { ps: '5', gap: '1', listStyleType: 'decimal' },
  },
  item: { slotRecipe: 'list', slot: 'item' },
  quote: { borderStartWidth: '3px', borderColor: 'brand.muted', ps: '3', color: 'fg.muted' },
  rule: { recipe: 'separator' },
  link: { recipe: 'link', css: { color: 'brand.fg' } },
  code: { recipe: 'code' },
});

/** A fenced block: its language and Copy over the code, which scrolls sideways. */
export const codeBlock = islandStyles('chat-code', {
  figure: {
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    rounded: 'md',
    overflow: 'hidden',
    bg: 'bg.panel',
    minW: '0',
  },
  caption: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '0.5rem',
    px: '3',
    py: '1',
    bg: 'bg.muted',
    borderBottomWidth: '1px',
    borderColor: 'border.emphasized',
  },
  language: {
    fontSize: 'xs',
    fontFamily: 'mono',
    color: 'fg.muted',
    textTransform: 'lowercase',
  },
  code: {
    overflowX: 'auto',
    p: '3',
    m: '0',
    fontFamily: 'mono',
    fontSize: 'sm',
    lineHeight: 'tall',
  },
});
