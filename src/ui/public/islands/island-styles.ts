import type { SystemStyleObject } from '@chakra-ui/react';

/** A recipe's variants; a value may change by breakpoint (`{ base: 'sm', md: 'md' }`). */
type Variants = Record<string, string | boolean | Record<string, string>>;

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

/** Marks the style element holding the island classes in a document the server drew. */
export const ISLAND_STYLES_ATTRIBUTE = 'data-island-styles';

const registered = new Map<string, IslandStyle>();

/**
 * The classes of an island, written in Chakra's style language but compiled to plain CSS by the
 * server (island-css.ts), so the browser runs no Chakra or emotion to draw or hydrate an
 * island: it only sets class names. Returns each style's class name. Call it in a module of its
 * own named `*.styles.ts`, which the server loads to compile them all.
 */
export function islandStyles<Part extends string>(
  scope: string,
  styles: Record<Part, IslandStyle>,
): Record<Part, string> {
  const classNames = {} as Record<Part, string>;
  for (const part of Object.keys(styles) as Part[]) {
    const className = `i-${scope}__${part}`;
    registered.set(className, styles[part]);
    classNames[part] = className;
  }
  return classNames;
}

/** Every island class registered so far (each `*.styles.ts` module registers its own). */
export const registeredIslandStyles = (): ReadonlyMap<string, IslandStyle> => registered;

/** Chakra's SimpleGrid `columns`, as a grid template per breakpoint. */
export const gridColumns = <Breakpoint extends string>(counts: Record<Breakpoint, number>) =>
  Object.fromEntries(
    Object.entries(counts).map(([at, count]) => [at, `repeat(${count}, minmax(0, 1fr))`]),
  ) as Record<Breakpoint, string>;

/** Class names joined, the falsy ones left out. */
export const cx = (...names: (string | false | null | undefined)[]) =>
  names.filter(Boolean).join(' ');
