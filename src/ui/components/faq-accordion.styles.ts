import { islandStyles } from '../public/islands/island-styles';

/** Chakra's accordion (enclosed, large) drawn on `<details>` elements. */
const accordion = { variant: 'enclosed', size: 'lg' };
export const styles = islandStyles('faq', {
  root: { slotRecipe: 'accordion', slot: 'root', variants: accordion, css: { bg: 'bg.subtle' } },
  item: { slotRecipe: 'accordion', slot: 'item', variants: accordion },
  question: {
    slotRecipe: 'accordion',
    slot: 'itemTrigger',
    variants: accordion,
    css: {
      cursor: 'pointer',
      fontWeight: 'semibold',
      py: '5',
      listStyle: 'none',
      '&::-webkit-details-marker': { display: 'none' },
    },
  },
  questionText: { flex: '1', textAlign: 'start' },
  indicator: {
    slotRecipe: 'accordion',
    slot: 'itemIndicator',
    variants: accordion,
    css: { 'details[open] > summary > &': { rotate: '180deg' } },
  },
  answer: {
    slotRecipe: 'accordion',
    slot: 'itemContent',
    variants: accordion,
    css: { animationName: 'fade-in', animationDuration: 'moderate' },
  },
  answerBody: {
    slotRecipe: 'accordion',
    slot: 'itemBody',
    variants: accordion,
    css: { color: 'fg.muted', lineHeight: 'tall' },
  },
});
