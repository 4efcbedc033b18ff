import { islandStyles } from '../public/islands/island-styles';

export const confirmDialog = islandStyles('confirm-dialog', {
  /** The text and what stands under it, stacked (Chakra's Stack). */
  stack: { display: 'flex', flexDirection: 'column', gap: '4' },
  text: { color: 'fg.muted' },
});
