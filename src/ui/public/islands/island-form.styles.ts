import { islandStyles } from './island-styles';

/**
 * Chakra's Field, Input, InputGroup and Spinner recipes, as island classes (its Alert is the
 * app's, components/form/status-alert.styles.ts).
 */
export const field = islandStyles('island-field', {
  root: {
    slotRecipe: 'field',
    slot: 'root',
    variants: { orientation: 'vertical' },
  },
  label: { slotRecipe: 'field', slot: 'label' },
  /** A label with something at its right, such as a 'Forgot Password?' link. */
  labelRow: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', w: 'full' },
  requiredIndicator: { slotRecipe: 'field', slot: 'requiredIndicator' },
  errorText: { slotRecipe: 'field', slot: 'errorText' },
  input: { recipe: 'input', variants: { size: 'md', variant: 'outline' } },
  /** Room at the end of an input for a button inside it (Chakra's InputGroup). */
  inputWithEndButton: {
    recipe: 'input',
    variants: { size: 'md', variant: 'outline' },
    css: { pe: '10' },
  },
  inputGroup: { position: 'relative', w: 'full' },
  endButton: {
    recipe: 'button',
    variants: { variant: 'ghost', size: 'sm' },
    css: { position: 'absolute', insetEnd: '1', top: '50%', transform: 'translateY(-50%)' },
  },
});

/** A spinner over a card while a call is under way. */
export const busy = islandStyles('island-busy', {
  overlay: {
    position: 'absolute',
    inset: '0',
    zIndex: 'overlay',
    bg: 'bg.subtle/70',
    backdropFilter: 'blur(2px)',
    rounded: '2xl',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  spinner: {
    recipe: 'spinner',
    variants: { size: 'xl' },
    css: { color: 'brand.fg', borderWidth: '3px' },
  },
});
