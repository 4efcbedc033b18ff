import { islandStyles } from '../../public/islands/island-styles';

export const verificationCode = islandStyles('verification-code', {
  /** Chakra's input, its digits large, spaced wide and of one width. */
  input: {
    recipe: 'input',
    variants: { size: 'md', variant: 'outline' },
    css: { fontSize: 'xl', letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' },
  },
});
