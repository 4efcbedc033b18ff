import { islandStyles } from '../public/islands/island-styles';

/** The console's row of section links, as island classes. */
export const adminNav = islandStyles('admin-nav', {
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    mb: '6',
    // On a phone every section stays in sight, on two rows, rather than scrolled out of view.
    flexWrap: { base: 'wrap', md: 'nowrap' },
    overflowX: 'auto',
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
  },
  link: {
    px: '3',
    py: '2',
    whiteSpace: 'nowrap',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'fg.muted',
    borderBottomWidth: '2px',
    borderColor: 'transparent',
    _hover: { color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
    '&[aria-current=page]': {
      fontWeight: 'semibold',
      color: 'brand.fg',
      borderColor: 'brand.solid',
    },
  },
});
