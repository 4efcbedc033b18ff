/**
 * The ticked list's look over the theme's `list` recipe (variant `plain`): plain style props,
 * shared by the Chakra `CheckList` and the islands' (islands/check-list.tsx).
 */
export const checkListStyle = {
  variant: 'plain',
  root: { gap: '3' },
  item: { alignItems: 'flex-start' },
  indicator: { color: 'brand.fg', mt: '1' },
} as const;
