import { islandStyles } from '../../public/islands/island-styles';

type RecipeStyle = { recipe: 'badge'; variants: Record<string, string> };

const variants = ['subtle', 'solid', 'outline', 'surface'] as const;
const sizes = ['xs', 'sm', 'md', 'lg'] as const;
export type BadgeVariant = (typeof variants)[number];
export type BadgeSize = (typeof sizes)[number];

type Look = `${BadgeVariant}-${BadgeSize}`;
const looks = {} as Record<Look, RecipeStyle>;
for (const variant of variants) {
  for (const size of sizes)
    looks[`${variant}-${size}`] = { recipe: 'badge', variants: { variant, size } };
}
/** Chakra's badge recipe as island classes: every variant in every size. */
export const badgeLook = islandStyles('badge', looks);
