import type { SystemStyleObject } from '@chakra-ui/react';

type Variants = Record<string, string | boolean>;

/** A Chakra recipe of the theme with its variants, and style props over it. */
type RecipeStyle = { recipe: string; variants?: Variants; css?: SystemStyleObject };
/** One slot of a Chakra slot recipe of the theme with its variants, and style props over it. */
type SlotRecipeStyle = {
  slotRecipe: string;
  slot: string;
  variants?: Variants;
  css?: SystemStyleObject;
};

/** What a class of an island looks like, written as for Chakra: style props or a recipe. */
export type IslandStyle = SystemStyleObject | RecipeStyle | SlotRecipeStyle;

const registered = new Map<string, IslandStyle>();
const listeners = new Set<(className: string, style: IslandStyle) => void>();

/**
 * The classes of an island, written in Chakra's style language but compiled to plain CSS by the
 * server (island-css.ts), so the browser runs no Chakra or emotion to draw or hydrate an
 * island: it only sets class names. Returns each style's class name.
 */
export function islandStyles<Part extends string>(
  scope: string,
  styles: Record<Part, IslandStyle>,
): Record<Part, string> {
  const classNames = {} as Record<Part, string>;
  for (const part of Object.keys(styles) as Part[]) {
    const className = `i-${scope}__${part}`;
    registered.set(className, styles[part]);
    for (const listener of listeners) listener(className, styles[part]);
    classNames[part] = className;
  }
  return classNames;
}

/** Every island class registered so far (island modules register theirs as they load). */
export const registeredIslandStyles = (): ReadonlyMap<string, IslandStyle> => registered;

/** Calls `listener` for every island class registered from now on. */
export function onIslandStyleRegistered(listener: (className: string, style: IslandStyle) => void) {
  listeners.add(listener);
}

/** Class names joined, the falsy ones left out. */
export const cx = (...names: (string | false | null | undefined)[]) =>
  names.filter(Boolean).join(' ');
