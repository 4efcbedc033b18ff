import { panelSurface } from '../../components/panel-surface';
import { gridColumns, islandStyles } from '../../public/islands/island-styles';

/**
 * The dashboard as island classes: the signed-in area's first screen, drawn without Chakra's
 * runtime (customer-frame.styles.ts).
 */
export const dashboard = islandStyles('dashboard', {
  groups: {
    display: 'grid',
    gridTemplateColumns: gridColumns({ base: 1, lg: 2 }),
    gap: { base: '5', md: '6' },
  },
  group: {
    ...panelSurface(),
    borderColor: 'border',
    display: 'flex',
    flexDirection: 'column',
    p: { base: '4', md: '5' },
    gap: '4',
  },
  groupTitle: {
    recipe: 'heading',
    variants: { size: 'sm' },
    css: { color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wider' },
  },
  tiles: {
    display: 'grid',
    gridTemplateColumns: gridColumns({ base: 1, sm: 2, lg: 1, '2xl': 2 }),
    gap: '3',
  },
  /** A whole-tile shortcut: its link's overlay covers the tile (Chakra's LinkBox). */
  tile: {
    position: 'relative',
    display: 'flex',
    gap: '3',
    alignItems: 'flex-start',
    p: '4',
    h: 'full',
    bg: 'bg.muted',
    borderWidth: '1px',
    borderColor: 'border.muted',
    rounded: 'xl',
    textAlign: 'start',
    transition: 'border-color 0.15s, background 0.15s',
    _hover: { borderColor: 'brand.emphasized', bg: 'bg.emphasized' },
    _focusWithin: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  },
  buttonTile: { cursor: 'pointer', w: 'full' },
  icon: {
    boxSize: '9',
    p: '2',
    rounded: 'lg',
    bg: 'brand.subtle',
    color: 'brand.fg',
    flexShrink: '0',
    display: 'inline-block',
    lineHeight: '1em',
    verticalAlign: 'middle',
  },
  text: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '0' },
  label: { display: 'block', fontWeight: 'semibold' },
  /** Chakra's LinkOverlay: the link's box stretched over the whole tile. */
  overlay: {
    fontWeight: 'semibold',
    position: 'static',
    _focusVisible: { outline: 'none' },
    '&::before': {
      content: "''",
      cursor: 'inherit',
      display: 'block',
      position: 'absolute',
      top: 0,
      left: 0,
      zIndex: 0,
      width: '100%',
      height: '100%',
    },
  },
  caption: { display: 'block', fontSize: 'sm', color: 'fg.muted' },
});
