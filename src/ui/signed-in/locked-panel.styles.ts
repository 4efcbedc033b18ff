import { panelSurface } from '../components/panel-surface';
import { islandStyles } from '../public/islands/island-styles';

/** A place the person cannot enter yet: a lock over why, and the one way on. */
export const lockedPanel = islandStyles('locked-panel', {
  place: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    py: { base: '8', md: '16' },
  },
  panel: {
    ...panelSurface(),
    display: 'flex',
    flexDirection: 'column',
    gap: '5',
    alignItems: 'center',
    textAlign: 'center',
    // As wide as the column allows, up to its measure: a flex item's own content would make
    // it wider than a phone's column.
    w: 'full',
    maxW: 'lg',
    p: { base: '6', md: '10' },
    bg: 'bg.panel',
    borderColor: 'border.emphasized',
  },
  lock: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '14',
    rounded: 'full',
    bg: 'brand.subtle',
    color: 'brand.fg',
    fontSize: '2xl',
  },
  heading: { recipe: 'heading', variants: { size: { base: 'xl', md: '2xl' } } },
  text: { color: 'fg.muted' },
});
