import { panelSurface } from '../components/panel-surface';
import { islandStyles } from '../public/islands/island-styles';

/** A script's chart (Chakra's Image with its style props), as island classes. */
export const scriptImage = islandStyles('script-image', {
  image: { aspectRatio: 5 / 3, w: 'full', objectFit: 'cover', bg: 'bg.muted' },
  /** On a script's page: rounded, with a border. */
  framed: { rounded: '2xl', borderWidth: '1px', borderColor: 'border' },
});

/** One script of the store's grid, as island classes. */
export const scriptCard = islandStyles('script-card', {
  /** PanelBox as Chakra's LinkBox: the overlay link stretches over it (the action rises above). */
  root: {
    ...panelSurface(),
    borderColor: 'border',
    overflow: 'hidden',
    transition: 'border-color 0.15s, transform 0.15s',
    _hover: { borderColor: 'brand.emphasized', transform: 'translateY(-2px)' },
    _focusWithin: { borderColor: 'brand.fg' },
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
  },
  body: { display: 'flex', flexDirection: 'column', gap: '3', p: '5', flex: '1' },
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '3' },
  /** Chakra's LinkOverlay: the name's link covers the whole card. */
  overlay: {
    position: 'static',
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
  name: { fontSize: 'lg', fontWeight: 'semibold', lineHeight: 'short' },
  price: { flexShrink: '0' },
  description: { color: 'fg.muted', fontSize: 'sm', lineClamp: 3 },
  badges: { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
  bottom: {
    display: 'flex',
    mt: 'auto',
    pt: '2',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '3',
  },
  date: { display: 'flex', alignItems: 'center', gap: '1.5', color: 'fg.muted', fontSize: 'xs' },
  srOnly: { srOnly: true },
  action: { position: 'relative', zIndex: '1' },
});

/** What a script's page says about it (Chakra's Grid, Stack, Heading and DataList). */
export const scriptFacts = islandStyles('script-facts', {
  root: {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: '1.1fr 1fr' },
    gap: { base: '6', lg: '10' },
    alignItems: 'start',
  },
  column: { display: 'flex', flexDirection: 'column', gap: '5' },
  intro: { display: 'flex', flexDirection: 'column', gap: '3' },
  badges: { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
  title: {
    recipe: 'heading',
    variants: { size: { base: '2xl', md: '3xl' } },
    css: { letterSpacing: 'tight' },
  },
  description: { color: 'fg.muted', fontSize: 'md' },
  list: {
    slotRecipe: 'dataList',
    slot: 'root',
    variants: { orientation: 'horizontal', size: 'md' },
    css: { gap: '3' },
  },
  item: {
    slotRecipe: 'dataList',
    slot: 'item',
    variants: { orientation: 'horizontal', size: 'md' },
  },
  label: {
    slotRecipe: 'dataList',
    slot: 'itemLabel',
    variants: { orientation: 'horizontal', size: 'md' },
    css: { minW: '8rem' },
  },
  value: {
    slotRecipe: 'dataList',
    slot: 'itemValue',
    variants: { orientation: 'horizontal', size: 'md' },
  },
});
