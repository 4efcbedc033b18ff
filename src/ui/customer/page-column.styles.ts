import { islandStyles } from '../public/islands/island-styles';

/**
 * A customer page's blocks one under another, as wide as the page allows up to its measure
 * (Chakra's `<Stack gap="6" maxW="4xl" w="full">`, and `5xl` for pages with a table or a list).
 */
const column = (maxW: '4xl' | '5xl') =>
  ({ display: 'flex', flexDirection: 'column', gap: '6', maxW, w: 'full' }) as const;

export const pageColumn = islandStyles('page-column', {
  narrow: column('4xl'),
  wide: column('5xl'),
});
