import { islandStyles } from '../public/islands/island-styles';

/** A customer page's title block, as island classes (the dashboard's is the area's first screen). */
export const pageHeader = islandStyles('page-header', {
  root: {
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    justifyContent: 'space-between',
    alignItems: { base: 'stretch', sm: 'flex-end' },
    gap: '4',
    mb: { base: '6', md: '8' },
  },
  titles: { display: 'flex', flexDirection: 'column', gap: '1.5' },
  /** Chakra's Heading, a size larger from tablets up. */
  title: {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    textStyle: { base: '2xl', md: '3xl' },
    letterSpacing: 'tight',
  },
  subtitle: { color: 'fg.muted' },
});
