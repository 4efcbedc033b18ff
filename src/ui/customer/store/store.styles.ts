import { panelSurface } from '../../components/panel-surface';
import { gridColumns, islandStyles } from '../../public/islands/island-styles';

/** The store's grid of cards: one column on a phone, two from `sm`, three from `lg`. */
const cardGrid = {
  display: 'grid',
  gridTemplateColumns: gridColumns({ base: 1, sm: 2, lg: 3 }),
  gap: { base: '4', md: '6' },
} as const;

/** The store page as island classes: its actions, grid and pager (Chakra's look). */
export const store = islandStyles('store', {
  actions: { display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' },
  grid: cardGrid,
  empty: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minH: '12rem',
    color: 'fg.muted',
  },
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '4',
    mt: '8',
  },
  pageNumber: { color: 'fg.muted', fontSize: 'sm', minW: '16', textAlign: 'center' },
});

/**
 * The grid while its scripts load: cards of a script card's size (its chart's 5:3 box, its
 * lines of text), so the cards take their places without moving what is drawn around them.
 */
export const storeSkeleton = islandStyles('store-skeleton', {
  grid: cardGrid,
  card: { ...panelSurface(), borderColor: 'border', overflow: 'hidden' },
  chart: { aspectRatio: 5 / 3, w: 'full', bg: 'bg.muted' },
  body: { display: 'flex', flexDirection: 'column', gap: '3', p: '5' },
  /** Bars as tall as the text they stand for: the name, three lines, the badges. */
  name: { recipe: 'skeleton', css: { h: '6', w: '3/5' } },
  lines: {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-around',
    h: '3.75rem',
  },
  line: { recipe: 'skeleton', css: { h: '3.5', w: 'full' } },
  lastLine: { recipe: 'skeleton', css: { h: '3.5', w: '2/3' } },
  badges: { recipe: 'skeleton', css: { h: '5', w: '1/2' } },
  bottom: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', pt: '2' },
  date: { recipe: 'skeleton', css: { h: '4', w: '20' } },
  action: { recipe: 'skeleton', css: { h: '8', w: '24', rounded: 'l2' } },
});

/** A script's page: its column, and what it shows about the script's content or its price. */
export const scriptPage = islandStyles('script-page', {
  page: { display: 'flex', flexDirection: 'column', gap: '6' },
  failed: { display: 'flex', flexDirection: 'column', gap: '4' },
  title: { recipe: 'heading', variants: { size: '2xl' } },
  offer: { display: 'flex', flexDirection: 'column', gap: '4' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: '5',
    bg: 'bg.subtle',
    borderWidth: '1px',
    borderColor: 'brand.emphasized',
    rounded: 'xl',
  },
  contentTitle: { fontWeight: 'semibold' },
  contentText: { fontSize: 'sm', color: 'fg.muted' },
  link: {
    recipe: 'code',
    css: {
      fontSize: 'xs',
      p: '2',
      rounded: 'md',
      wordBreak: 'break-all',
      whiteSpace: 'normal',
      color: 'fg.muted',
    },
  },
});
