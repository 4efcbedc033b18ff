import { islandStyles } from '../public/islands/island-styles';

/**
 * How each menu draws its links: the header's bar, the mobile drawer, a footer column. Island
 * classes (island-styles.ts): the drawer is part of an island, which runs no Chakra.
 */
export const menuLooks = islandStyles('nav-link', {
  bar: {
    recipe: 'link',
    css: {
      px: '3',
      py: '2',
      rounded: 'md',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      _hover: { color: 'fg', bg: 'bg.muted', textDecoration: 'none' },
      _currentPage: { color: 'brand.fg' },
    },
  },
  drawer: {
    recipe: 'link',
    css: {
      px: '3',
      py: '3',
      rounded: 'md',
      fontWeight: 'medium',
      _hover: { bg: 'bg.muted', textDecoration: 'none' },
      _currentPage: { color: 'brand.fg' },
    },
  },
  column: { recipe: 'link', css: { fontSize: 'sm', color: 'fg.muted', _hover: { color: 'fg' } } },
});
