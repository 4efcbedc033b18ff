import type { SystemStyleObject } from '@chakra-ui/react';
import { islandStyles } from './island-styles';

/**
 * What the native element needs beyond the recipes' content box: the browser's top layer takes
 * the place of Chakra's positioner (it stacks the dialog over the page, the recipes' margins
 * then place it) and of its backdrop element (`::backdrop`, which takes the backdrop slot's
 * colour and fade). Closed, it stays hidden under the recipes' `display`; it does not move
 * for visitors who ask for less motion (the page's reduced-motion rule misses `::backdrop`).
 */
const topLayer = {
  '&:not([open])': { display: 'none' },
  position: 'fixed',
  maxH: '100dvh',
  color: 'inherit',
  _motionReduce: { animation: 'none' },
  _backdrop: {
    bg: 'blackAlpha.500',
    _motionSafe: { animationName: 'fade-in', animationDuration: 'slow' },
  },
} satisfies SystemStyleObject;

export const centered = islandStyles('island-dialog', {
  content: {
    slotRecipe: 'dialog',
    slot: 'content',
    variants: { placement: 'center', size: 'xl' },
    // A phone's screen is too small for a box: there the dialog fills it (the recipe's `full`).
    css: {
      ...topLayer,
      mdDown: { maxW: '100dvw', minH: '100dvh', '--dialog-margin': '0', borderRadius: '0' },
    },
  },
  header: { slotRecipe: 'dialog', slot: 'header' },
  title: { slotRecipe: 'dialog', slot: 'title' },
  body: { slotRecipe: 'dialog', slot: 'body' },
  // Unlayered, so over the button recipe's `position: relative` (recipes share one layer).
  closeTrigger: { slotRecipe: 'dialog', slot: 'closeTrigger', css: { position: 'absolute' } },
});

export const drawer = islandStyles('island-drawer', {
  content: {
    slotRecipe: 'drawer',
    slot: 'content',
    variants: { placement: 'end', size: 'xs' },
    // Full height against the inline end edge, where the recipes' positioner would put it.
    css: { ...topLayer, h: '100dvh', ms: 'auto' },
  },
  header: { slotRecipe: 'drawer', slot: 'header' },
  title: { slotRecipe: 'drawer', slot: 'title' },
  body: { slotRecipe: 'drawer', slot: 'body' },
  closeTrigger: { slotRecipe: 'drawer', slot: 'closeTrigger', css: { position: 'absolute' } },
});

/** Chakra's CloseButton: a ghost icon button. */
export const { closeButton } = islandStyles('island-dialog', {
  closeButton: {
    recipe: 'button',
    variants: { variant: 'ghost', size: 'md' },
    css: { px: '0', py: '0', _icon: { fontSize: '1.2em' } },
  },
});
