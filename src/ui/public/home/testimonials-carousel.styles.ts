import { islandStyles } from '../islands/island-styles';

/** The gap between cards (spacing token 6): the card is the step minus this. */
export const GAP_PX = 24;

export const styles = islandStyles('testimonials', {
  carousel: { display: 'flex', flexDirection: 'column', gap: '6' },
  region: {
    overflow: 'hidden',
    cursor: 'grab',
    touchAction: 'pan-y',
    _active: { cursor: 'grabbing' },
    maskImage: 'linear-gradient(90deg, transparent, black 4%, black 96%, transparent)',
  },
  track: { display: 'flex', w: 'max-content', willChange: 'transform' },
  list: { display: 'flex', gap: `${GAP_PX}px`, pe: `${GAP_PX}px` },
  controls: { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '2' },
  // Chakra's IconButton: an outline button without padding, its icon a little larger.
  control: {
    recipe: 'button',
    variants: { variant: 'outline' },
    css: { px: '0', py: '0', rounded: 'full', _icon: { fontSize: '1.2em' } },
  },
});
