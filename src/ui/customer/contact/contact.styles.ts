import { panelSurface } from '../../components/panel-surface';
import { gridColumns, islandStyles } from '../../public/islands/island-styles';

/** The kit's PanelBox: the panel surface with the stronger border. */
const panelBox = { ...panelSurface(), borderColor: 'border' } as const;

/** 'Contact Us Directly': the form beside the other ways to reach us, as Chakra drew them. */
export const contact = islandStyles('contact', {
  columns: {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' },
    gap: { base: '6', lg: '8' },
    alignItems: 'start',
  },
  form: { ...panelBox, p: { base: '5', md: '8' } },
  fields: { display: 'flex', flexDirection: 'column', gap: '5' },
  names: { display: 'grid', gridTemplateColumns: gridColumns({ base: 1, md: 2 }), gap: '5' },
  phone: {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: '10rem 1fr' },
    gap: { base: '5', sm: '3' },
  },
});

/** Beside the form: one tile for each other way (mail, response time, community). */
export const otherWays = islandStyles('contact-other-ways', {
  list: { display: 'flex', flexDirection: 'column', gap: '4' },
  tile: {
    ...panelBox,
    rounded: 'xl',
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    p: '4',
  },
  /** Chakra's Icon recipe on the svg, in a tinted square. */
  icon: {
    display: 'inline-block',
    lineHeight: '1em',
    verticalAlign: 'middle',
    boxSize: '8',
    p: '1.5',
    rounded: 'lg',
    bg: 'brand.subtle',
    color: 'brand.fg',
    flexShrink: '0',
  },
  text: { display: 'flex', flexDirection: 'column', gap: '0.5', fontSize: 'sm' },
  title: { fontWeight: 'semibold' },
  muted: { color: 'fg.muted' },
  link: { recipe: 'link', css: { color: 'brand.fg' } },
});
