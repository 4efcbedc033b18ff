import { islandStyles } from '../../public/islands/island-styles';

type RecipeStyle = { recipe: 'button'; variants: Record<string, string> };

/**
 * Chakra's button recipe as island classes, one class per variant and size (the colour comes
 * from a palette class, palette.styles.ts), so a button is drawn without Chakra's runtime with
 * exactly Chakra's look.
 */
const variants = ['solid', 'outline', 'ghost', 'subtle', 'surface', 'plain'] as const;
const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type ButtonVariant = (typeof variants)[number];
export type ButtonSize = (typeof sizes)[number];

type Look = `${ButtonVariant}-${ButtonSize}`;
const looks = {} as Record<Look, RecipeStyle>;
for (const variant of variants) {
  for (const size of sizes)
    looks[`${variant}-${size}`] = { recipe: 'button', variants: { variant, size } };
}
/** Every variant in every size: a recipe's class holds its base and both variants together. */
export const buttonLook = islandStyles('button', looks);
export const buttonParts = islandStyles('button-parts', {
  /** While loading without a loading text: the label keeps the button's size, unseen. */
  labelWhileLoading: { visibility: 'hidden', display: 'contents' },
  /** The spinner over the hidden label, in the middle (Chakra's AbsoluteCenter). */
  centeredSpinner: {
    position: 'absolute',
    top: '50%',
    insetStart: '50%',
    transform: 'translate(-50%, -50%)',
    display: 'inline-flex',
  },
  /** Chakra's Loader's spinner: the text's size, its colour. */
  spinner: {
    recipe: 'spinner',
    variants: { size: 'inherit' },
    css: { borderWidth: '0.125em', color: 'inherit' },
  },
});
