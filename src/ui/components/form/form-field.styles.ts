import { islandStyles } from '../../public/islands/island-styles';

/**
 * What the app's form field adds to the islands' field classes (island-form.styles.ts): the
 * hint under a control, and the label's row (Chakra's HStack) with a link at its right.
 */
export const formField = islandStyles('form-field', {
  helperText: { slotRecipe: 'field', slot: 'helperText' },
  labelRow: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    w: 'full',
  },
});
