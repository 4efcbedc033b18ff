import { serializeStyles } from '@emotion/serialize';
import { compile, serialize, stringify } from 'stylis';
import { system } from '../../theme';
import { type IslandStyle, registeredIslandStyles } from './island-styles';

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

const compiled = new Map<string, string>();

/** The CSS of one island class, compiled by Chakra's system, emotion and stylis (as Chakra's). */
export function islandClassCss(className: string, style: IslandStyle): string {
  let css = compiled.get(className);
  if (css === undefined) {
    const resolved = system.css(...(styleObjectOf(style) as Parameters<typeof system.css>));
    const { styles } = serializeStyles([resolved as never]);
    css = serialize(compile(`.${className}{${styles}}`), stringify);
    compiled.set(className, css);
  }
  return css;
}

/**
 * Chakra's order of its cascade layers, first in every stylesheet of island classes: emotion
 * moves the page's own styles after them in the browser, and the first stylesheet to name a
 * layer fixes its rank (recipes named first would rank under Chakra's reset).
 */
export const islandLayerOrder = system.layers.atRule;

/** The CSS of the island classes `html` uses: what a server-rendered page inlines in its head. */
export function islandCssFor(html: string): string {
  let css = islandLayerOrder;
  for (const [className, style] of registeredIslandStyles()) {
    if (html.includes(className)) css += islandClassCss(className, style);
  }
  return css;
}
