import { islandStyles } from '../../public/islands/island-styles';

/** The custom request's form and the list of the customer's requests, in their dialogs. */
export const requests = islandStyles('store-requests', {
  fields: { display: 'flex', flexDirection: 'column', gap: '4' },
  loading: { display: 'flex', alignItems: 'center', gap: '3' },
  spinner: { recipe: 'spinner', variants: { size: 'sm' } },
  muted: { color: 'fg.muted' },
  list: { display: 'flex', flexDirection: 'column', gap: '3', ps: '0' },
  item: {
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    p: '3',
    borderWidth: '1px',
    rounded: 'lg',
  },
  itemTop: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    flexWrap: 'wrap',
  },
  name: { fontWeight: 'semibold' },
  meta: { fontSize: 'sm', color: 'fg.muted' },
  declined: { fontSize: 'sm' },
  /** Chakra's Link, underlined in the brand's colour. */
  scriptLink: {
    recipe: 'link',
    variants: { variant: 'underline' },
    css: { colorPalette: 'brand', fontSize: 'sm' },
  },
});
