import { islandStyles } from '../../../public/islands/island-styles';

/** The authenticator card's own parts (the card and its form come from the Security page's). */
export const authenticator = islandStyles('authenticator', {
  qr: {
    boxSize: '48',
    rounded: 'md',
    borderWidth: '1px',
    borderColor: 'border.muted',
    bg: 'white',
  },
  secret: {
    fontFamily: 'mono',
    fontSize: 'sm',
    overflowWrap: 'anywhere',
    bg: 'bg.muted',
    p: '2',
    rounded: 'md',
  },
  codes: {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, max-content)' },
    columnGap: '8',
    rowGap: '1',
    fontFamily: 'mono',
    listStyleType: 'none',
    bg: 'bg.muted',
    p: '4',
    rounded: 'md',
  },
  section: { display: 'flex', flexDirection: 'column', gap: '3' },
  subheading: { fontWeight: 'semibold' },
});
