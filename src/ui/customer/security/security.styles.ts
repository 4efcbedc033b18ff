import { islandStyles } from '../../public/islands/island-styles';

/** The Security page as island classes: its cards one under another, their parts. */
export const security = islandStyles('security', {
  /** The cards, as wide as the page allows up to a reading measure. */
  column: { display: 'flex', flexDirection: 'column', gap: '6', maxW: '4xl', w: 'full' },
  heading: { fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'lg' },
  /** A card's fields and buttons, one under another, as wide as a form reads well. */
  form: { display: 'flex', flexDirection: 'column', gap: '4', maxW: 'md' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' },
  list: { display: 'flex', flexDirection: 'column', gap: '3', listStyleType: 'none' },
  /** A list under a card's controls. */
  listAfter: { mt: '5' },
  /** One session: what it is and when, its sign-out button at the end (below on a phone). */
  row: {
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    alignItems: { base: 'stretch', sm: 'center' },
    justifyContent: 'space-between',
    gap: '3',
    p: '4',
    borderWidth: '1px',
    borderColor: 'border.muted',
    rounded: 'lg',
    bg: 'bg.muted',
  },
  rowMain: { display: 'flex', gap: '3', alignItems: 'flex-start', minW: '0' },
  rowIcon: { boxSize: '5', mt: '0.5', color: 'fg.muted', flexShrink: '0' },
  rowText: {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    minW: '0',
    overflowWrap: 'anywhere',
  },
  footer: { display: 'flex', justifyContent: 'flex-end', mt: '4' },
  rowTitle: {
    fontWeight: 'semibold',
    display: 'flex',
    gap: '2',
    alignItems: 'center',
    flexWrap: 'wrap',
  },
  muted: { color: 'fg.muted', fontSize: 'sm' },
  danger: {
    mt: '5',
    borderTopWidth: '1px',
    borderColor: 'border.muted',
    pt: '4',
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
  },
  dangerTitle: { fontWeight: 'semibold', color: 'fg.error' },
});
