import type { SystemStyleObject } from '@chakra-ui/react';
import { panelSurface } from '../../components/panel-surface';
import { islandStyles } from '../../public/islands/island-styles';

/** A message's bubble: the customer's tinted with the brand, the assistant's on the panel. */
const bubble = {
  px: { base: '3', md: '4' },
  py: '3',
  rounded: 'lg',
  borderWidth: '1px',
} satisfies SystemStyleObject;

/** The chat screen as island classes: its title, conversation and prompt (Chakra's look). */
export const chat = islandStyles('chat', {
  page: { display: 'flex', flexDirection: 'column', gap: '6' },
  intro: { display: 'flex', flexDirection: 'column', gap: '2' },
  title: { recipe: 'heading', variants: { size: { base: '2xl', md: '3xl' } } },
  muted: { color: 'fg.muted' },
  panel: { ...panelSurface(), bg: 'bg.panel', borderColor: 'border.emphasized', rounded: 'xl' },
  /** The conversation, 24rem tall, scrolling. */
  log: { h: '24rem', overflowY: 'auto', p: { base: '2', md: '5' } },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    h: 'full',
    gap: '3',
    textAlign: 'center',
    px: '4',
  },
  emptyIcon: { color: 'brand.fg', fontSize: '2xl' },
  emptyText: { color: 'fg.muted', maxW: 'md' },
  messages: { display: 'flex', flexDirection: 'column', gap: '4', m: '0', p: '0' },
  mine: {
    listStyleType: 'none',
    minW: '0',
    alignSelf: 'flex-end',
    maxW: { base: '90%', md: '75%' },
  },
  theirs: { listStyleType: 'none', minW: '0', alignSelf: 'stretch', maxW: 'full' },
  mineBubble: { ...bubble, bg: 'brand.subtle', borderColor: 'brand.muted' },
  theirsBubble: { ...bubble, bg: 'bg.subtle', borderColor: 'border.muted' },
  /** What the customer typed, its line breaks kept. */
  typed: { whiteSpace: 'pre-wrap' },
  thinking: { display: 'flex', alignItems: 'center', gap: '3', color: 'fg.muted' },
  spinner: { recipe: 'spinner', variants: { size: 'sm' }, css: { color: 'brand.fg' } },
  failed: { color: 'fg.error' },
  warning: { color: 'fg.warning' },
});

/** The prompt under the conversation: Chakra's Field, Input and its texts. */
export const prompt = islandStyles('chat-prompt', {
  form: { p: { base: '3', md: '4' }, borderTopWidth: '1px', borderColor: 'border.emphasized' },
  field: { slotRecipe: 'field', slot: 'root', variants: { orientation: 'vertical' } },
  row: { display: 'flex', alignItems: 'center', gap: '2', w: 'full' },
  input: { recipe: 'input', variants: { size: 'md', variant: 'outline' }, css: { flex: '1' } },
  /** On a phone the sentence takes a line of its own, above the counter. */
  notes: {
    display: 'flex',
    alignItems: 'start',
    gap: '1',
    columnGap: '3',
    flexWrap: 'wrap',
    w: 'full',
  },
  tooLong: { slotRecipe: 'field', slot: 'errorText', css: { flex: '1 1 18rem' } },
  counter: {
    slotRecipe: 'field',
    slot: 'helperText',
    css: { ms: 'auto', flexShrink: '0', fontVariantNumeric: 'tabular-nums', color: 'fg.muted' },
  },
  counterOver: {
    slotRecipe: 'field',
    slot: 'helperText',
    css: { ms: 'auto', flexShrink: '0', fontVariantNumeric: 'tabular-nums', color: 'fg.error' },
  },
});
