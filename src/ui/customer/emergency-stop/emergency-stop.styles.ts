import { panelSurface } from '../../components/panel-surface';
import { islandStyles } from '../../public/islands/island-styles';

/**
 * The emergency stop as island classes: it sits on the dashboard and in the frame's top bar,
 * which the signed-in area draws without Chakra's runtime.
 */
export const stopPanel = islandStyles('emergency-stop', {
  root: {
    ...panelSurface(),
    borderColor: 'border',
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    alignItems: { base: 'stretch', md: 'center' },
    justifyContent: 'space-between',
    gap: '4',
    p: { base: '4', md: '5' },
  },
  /** On the dashboard, between the header and the shortcuts. */
  spaced: { mb: { base: '5', md: '6' } },
  /** Stopped: the whole panel says so, in the danger colours. */
  stopped: { bg: 'red.subtle', borderColor: 'red.emphasized' },
  text: { display: 'flex', flexDirection: 'column', gap: '1', minW: '0' },
  title: {
    recipe: 'heading',
    variants: { size: 'sm' },
    css: { display: 'flex', alignItems: 'center', gap: '2' },
  },
  icon: { color: 'red.fg', flexShrink: '0' },
  line: { color: 'fg.muted', fontSize: 'sm' },
  /** One width whatever the button says, so the line beside it wraps the same in every state. */
  actions: {
    display: 'flex',
    flexShrink: '0',
    justifyContent: 'flex-end',
    w: { base: 'full', md: '15rem' },
  },
  /** On a phone the button takes the panel's width: easy to hit in a hurry. */
  button: { w: { base: 'full', md: 'auto' } },
});

export const stopTopBar = islandStyles('emergency-stop-top-bar', {
  /** Only on a phone: wider screens show the panel on the dashboard and the Devices page. */
  root: { hideFrom: 'md', display: 'flex', alignItems: 'center', gap: '1.5', ms: 'auto' },
  stoppedSign: { color: 'red.fg', boxSize: '5', display: 'block' },
});

export const stopDialog = islandStyles('emergency-stop-dialog', {
  content: {
    slotRecipe: 'dialog',
    slot: 'content',
    variants: { placement: 'center', size: 'sm' },
    css: {
      '&:not([open])': { display: 'none' },
      position: 'fixed',
      maxH: '100dvh',
      color: 'inherit',
      mx: 'auto',
      maxW: 'calc(100vw - 2rem)',
      _backdrop: { bg: 'blackAlpha.500' },
    },
  },
  header: { slotRecipe: 'dialog', slot: 'header' },
  title: { slotRecipe: 'dialog', slot: 'title' },
  body: {
    slotRecipe: 'dialog',
    slot: 'body',
    css: { display: 'flex', flexDirection: 'column', gap: '3', color: 'fg.muted' },
  },
  error: { color: 'fg.error', fontWeight: 'medium' },
  footer: { slotRecipe: 'dialog', slot: 'footer', css: { gap: '3', flexWrap: 'wrap' } },
});
