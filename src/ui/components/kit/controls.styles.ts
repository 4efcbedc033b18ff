import { islandStyles } from '../../public/islands/island-styles';

const selectPart = (slot: string) => ({
  slotRecipe: 'nativeSelect',
  slot,
  variants: { size: 'md', variant: 'outline' },
});

/**
 * Chakra's Input, Textarea and NativeSelect (medium, outline) as island classes: a form's
 * controls drawn without Chakra's runtime.
 */
export const controls = islandStyles('controls', {
  input: { recipe: 'input', variants: { size: 'md', variant: 'outline' } },
  textarea: { recipe: 'textarea', variants: { size: 'md', variant: 'outline' } },
  selectRoot: selectPart('root'),
  selectField: selectPart('field'),
  selectIndicator: selectPart('indicator'),
});
