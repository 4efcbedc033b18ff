import { islandStyles } from '../public/islands/island-styles';

/** An Accounts card's title row (Chakra's HStack and Heading), as island classes. */
export const cardHeading = islandStyles('card-heading', {
  /** HStack: a row, centred, Chakra Stack's default gap (0.5rem, the `2` the callers asked). */
  root: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '2' },
  /** `justify="space-between"`: the badge pushed to the far end. */
  spread: { justifyContent: 'space-between' },
  /** `flexWrap="wrap"`: the badge goes under the title when the row is narrow. */
  wrap: { flexWrap: 'wrap' },
  title: { recipe: 'heading', variants: { size: 'lg' } },
});

/** One labelled value (Chakra's Stack of two Texts), as island classes. */
export const fact = islandStyles('fact', {
  root: { display: 'flex', flexDirection: 'column', gap: '0.5' },
  label: { fontSize: 'sm', color: 'fg.muted' },
  value: { fontWeight: 'semibold' },
});

/** The titled card's body when it has nothing to list. */
export const titledCard = islandStyles('titled-card', {
  empty: { color: 'fg.muted' },
});
