import { islandStyles } from '../public/islands/island-styles';

/**
 * The signed-in area's frame (sidebar, top bar, page column) as island classes: the app draws
 * its first screen without Chakra's runtime, which loads with the first page that needs it
 * (BENCHMARKS.md, the dashboard).
 */

/** Spec section 9: 13rem or 5rem on desktop, 15rem or 4rem under 768 px. */
const sidebarWidth = (open: boolean) =>
  open ? { base: '15rem', md: '13rem' } : { base: '4rem', md: '5rem' };

/** The sidebar's surface, which the place it holds in the page's flow repeats. */
const sidebarSurface = {
  bg: 'bg.subtle',
  borderRightWidth: '1px',
  borderColor: 'border',
  transition: 'width 0.2s ease',
} as const;

/** A sidebar row's contents: from the left while the sidebar is open, centred while closed. */
const rowWhen = (openPaddingX: string) => ({
  open: { px: openPaddingX, justifyContent: 'flex-start' },
  closed: { px: '0', justifyContent: 'center' },
});

/** The top bar and the sidebar's brand row line up: one height, one bottom edge. */
const shellRowEdge = {
  h: '16',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
  display: 'flex',
  alignItems: 'center',
} as const;

export const frame = islandStyles('customer-frame', {
  root: { display: 'flex', minH: '100dvh' },
  /** Holds the sidebar's place and colour down the whole page; the sidebar itself is fixed. */
  placeOpen: {
    flexShrink: '0',
    w: { base: sidebarWidth(false).base, md: sidebarWidth(true).md },
    ...sidebarSurface,
  },
  placeClosed: { flexShrink: '0', w: sidebarWidth(false), ...sidebarSurface },
  /** The shade over the page while the sidebar covers it on a phone. */
  shade: { hideFrom: 'md', position: 'fixed', inset: '0', zIndex: 'banner', bg: 'blackAlpha.600' },
  column: { display: 'flex', flexDirection: 'column', minH: '100dvh', flex: '1', minW: '0' },
  main: { flex: '1', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } },
  content: { maxW: '7xl', mx: 'auto' },
});

export const topBar = islandStyles('customer-top-bar', {
  root: {
    ...shellRowEdge,
    position: 'sticky',
    top: '0',
    zIndex: 'sticky',
    px: { base: '4', md: '8' },
    gap: '2',
    justifyContent: 'space-between',
    bg: 'bg/90',
    backdropFilter: 'blur(8px)',
  },
  place: { fontSize: 'sm', color: 'fg.muted', truncate: true },
  portal: { hideBelow: 'sm' },
  page: { color: 'fg', fontWeight: 'medium' },
  signOut: { recipe: 'button', variants: { size: 'sm', variant: 'outline' } },
});

export const sidebar = islandStyles('customer-sidebar', {
  root: {
    display: 'flex',
    flexDirection: 'column',
    position: 'fixed',
    insetY: '0',
    left: '0',
    zIndex: 'overlay',
    ...sidebarSurface,
    overflowX: 'hidden',
    overflowY: 'auto',
  },
  open: { w: sidebarWidth(true) },
  closed: { w: sidebarWidth(false) },
  brandRow: { ...shellRowEdge, gap: '2', flexShrink: '0' },
  brandRowOpen: { px: '4', justifyContent: 'space-between' },
  brandRowClosed: { px: '0', justifyContent: 'center' },
  /** Chakra's IconButton. */
  toggle: {
    recipe: 'button',
    variants: { size: 'sm', variant: 'ghost' },
    css: { px: '0', py: '0', _icon: { fontSize: '1.2em' } },
  },
  nav: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1' },
  navOpen: { p: '3' },
  navClosed: { p: '2' },
});

const userRow = rowWhen('4');

export const sidebarUser = islandStyles('customer-sidebar-user', {
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    py: '4',
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
    flexShrink: '0',
  },
  rootOpen: userRow.open,
  rootClosed: userRow.closed,
  avatar: {
    slotRecipe: 'avatar',
    slot: 'root',
    variants: { size: 'sm', variant: 'solid' },
    css: { colorPalette: 'brand' },
  },
  avatarFallback: { slotRecipe: 'avatar', slot: 'fallback', variants: { size: 'sm' } },
  who: { minW: '0' },
  signedInAs: { fontSize: 'xs', color: 'fg.muted' },
  name: { fontWeight: 'semibold', truncate: true },
  /** Where the name will be, before the session is read. */
  namePlaceholder: {
    display: 'inline-block',
    verticalAlign: 'middle',
    w: '24',
    h: '0.8em',
    rounded: 'sm',
    bg: 'bg.emphasized',
  },
});

export const navEntry = islandStyles('customer-nav-entry', {
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: '2.5',
    h: '10',
    flexShrink: '0',
    rounded: 'lg',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'fg.muted',
    bg: 'transparent',
    _hover: { bg: 'bg.muted', color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
  },
  ...rowWhen('2.5'),
  active: {
    color: 'brand.fg',
    bg: 'brand.subtle',
    _hover: { bg: 'brand.subtle', color: 'brand.fg' },
  },
  icon: { position: 'relative', fontSize: 'lg', flexShrink: '0' },
  /** The dot on a PRO item's icon while the sidebar is closed. */
  proDot: {
    position: 'absolute',
    top: '-1',
    right: '-1.5',
    boxSize: '2',
    rounded: 'full',
    bg: 'orange.400',
  },
  label: { flex: '1', truncate: true },
  proBadge: {
    recipe: 'badge',
    variants: { size: 'xs', variant: 'solid' },
    css: { colorPalette: 'orange' },
  },
  external: { fontSize: 'xs', color: 'fg.muted' },
});
