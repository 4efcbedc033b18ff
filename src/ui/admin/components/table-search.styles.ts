import { islandStyles } from '../../public/islands/island-styles';

/** The console's search box: Chakra's InputGroup with a start element, as island classes. */
export const tableSearch = islandStyles('table-search', {
  group: {
    display: 'inline-flex',
    position: 'relative',
    isolation: 'isolate',
    width: 'full',
    maxW: { base: 'full', sm: 'xs' },
  },
  icon: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'absolute',
    insetInlineStart: '0',
    zIndex: 2,
    color: 'fg.muted',
    height: 'full',
    fontSize: 'sm',
    px: '3',
    pointerEvents: 'none',
  },
  input: { recipe: 'input', css: { ps: 'calc(var(--input-height) - 0px)' } },
});
