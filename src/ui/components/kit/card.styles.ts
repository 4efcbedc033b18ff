import { islandStyles } from '../../public/islands/island-styles';

type Size = 'sm' | 'md' | 'lg' | { base: 'sm'; md: 'md' };
const part = (slot: string, size: Size) => ({ slotRecipe: 'card', slot, variants: { size } });
const parts = (size: Size) => ({
  root: part('root', size),
  header: part('header', size),
  body: part('body', size),
  footer: part('footer', size),
  title: part('title', size),
  description: part('description', size),
});

/**
 * Chakra's card (its outline variant) as island classes, one set per size: `<Card.Root
 * size="sm">` is `<div className={card.sm.root}>`, its body `card.sm.body`, and so on.
 */
export const card = {
  sm: islandStyles('card-sm', parts('sm')),
  md: islandStyles('card-md', parts('md')),
  lg: islandStyles('card-lg', parts('lg')),
  /** Small on a phone, medium from the `md` breakpoint. */
  smThenMd: islandStyles('card-sm-md', parts({ base: 'sm', md: 'md' })),
};
