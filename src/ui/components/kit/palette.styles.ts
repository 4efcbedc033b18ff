import { islandStyles } from '../../public/islands/island-styles';

/**
 * Chakra's `colorPalette` as island classes: each sets the variables a recipe's variants read
 * (`colorPalette.solid`, `.fg`, ...). Declared after the recipes' classes that use them, so a
 * palette overrides a recipe's own.
 */
const palettes = [
  'gray',
  'brand',
  'red',
  'teal',
  'green',
  'orange',
  'blue',
  'cyan',
  'purple',
] as const;
export type Palette = (typeof palettes)[number];

export const palette = islandStyles(
  'palette',
  Object.fromEntries(palettes.map((name) => [name, { colorPalette: name }])) as Record<
    Palette,
    { colorPalette: Palette }
  >,
);
