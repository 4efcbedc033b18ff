import { serializeStyles } from '@emotion/serialize';
import { compile, serialize, stringify } from 'stylis';
import { system } from '../../theme';
import { ISLAND_STYLES_ATTRIBUTE, type IslandStyle, registeredIslandStyles } from './island-styles';

// Every island class of the product, registered as its `*.styles.ts` module loads: all of them,
// including those a part shows only later (a drawer, a field that fades in) or keeps in a chunk
// loaded on demand, which a page's HTML cannot reveal.
// The shared components' classes first: a page's own class on the same element (its spacing,
// its font) comes later in the sheet and so wins, as a style prop wins over a Chakra recipe.
import.meta.glob('../../components/**/*.styles.ts', { eager: true });
import.meta.glob('../../**/*.styles.ts', { eager: true });

type Variants = Record<string, unknown>;

/** The Chakra style object an island style stands for, recipes resolved against the theme. */
function styleObjectOf(style: IslandStyle): object[] {
  if ('recipe' in style && typeof style.recipe === 'string') {
    const recipe = system.cva(system.getRecipe(style.recipe));
    return [recipe(style.variants as Variants), style.css ?? {}];
  }
  if ('slotRecipe' in style && typeof style.slotRecipe === 'string') {
    const slots = system.sva(system.getSlotRecipe(style.slotRecipe))(style.variants as Variants);
    return [(slots as unknown as Record<string, object>)[style.slot] ?? {}, style.css ?? {}];
  }
  return [style];
}

/** The CSS of one island class, compiled by Chakra's system, emotion and stylis (as Chakra's). */
function islandClassCss(className: string, style: IslandStyle): string {
  const resolved = system.css(...(styleObjectOf(style) as Parameters<typeof system.css>));
  const { styles } = serializeStyles([resolved as never]);
  return serialize(compile(`.${className}{${styles}}`), stringify);
}

/**
 * Chakra's order of its cascade layers, first in every stylesheet of island classes: emotion
 * moves the page's own styles after them in the browser, and the first stylesheet to name a
 * layer fixes its rank (recipes named first would rank under Chakra's reset).
 */
export const islandLayerOrder = system.layers.atRule;

/** The CSS of every island class: what a server-rendered page inlines in its head. */
export function islandCss(): string {
  let css = islandLayerOrder;
  for (const [className, style] of registeredIslandStyles())
    css += islandClassCss(className, style);
  return css;
}

/**
 * Chakra's global styles (its reset, the tokens' CSS variables, the page's base), as its
 * provider inserts them: for a document the server did not draw, where the first screen may be
 * drawn with island classes only (the signed-in area's frame and dashboard).
 */
export function chakraGlobalCss(): string {
  const { styles } = serializeStyles([system._global as never]);
  return islandLayerOrder + serialize(compile(styles), stringify);
}

/** The island classes as the style element a server-drawn document carries in its head. */
export const islandStyleTag = () => `<style ${ISLAND_STYLES_ATTRIBUTE}>${islandCss()}</style>`;
