import { islandStyles } from '../../public/islands/island-styles';

const entry = {
  listStyleType: 'none',
  p: '4',
  rounded: 'xl',
  borderWidth: '1px',
} as const;

/** A support message's console page: its title row, thread and reply form. */
export const messagePage = islandStyles('message-page', {
  page: { display: 'flex', flexDirection: 'column', gap: '6' },
  titleRow: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
  },
  titleGroup: { display: 'flex', alignItems: 'center', gap: '3' },
  title: { recipe: 'heading', variants: { size: '2xl' } },
  muted: { color: 'fg.muted' },
  sectionTitle: { recipe: 'heading', variants: { size: 'md' } },
  thread: { display: 'flex', flexDirection: 'column', gap: '3', ps: '0' },
  /** The customer's words on the page's colour; an operator's reply tinted and set in. */
  customerEntry: { ...entry, bg: 'bg' },
  operatorEntry: { ...entry, bg: 'brand.subtle', ms: { base: '4', md: '12' } },
  entryHead: { fontSize: 'sm', color: 'fg.muted' },
  entryBody: { mt: '1', whiteSpace: 'pre-wrap' },
  replyForm: { display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' },
});
