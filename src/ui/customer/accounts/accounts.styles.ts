import { gridColumns, islandStyles } from '../../public/islands/island-styles';

/** A skeleton bar the height of a line of text at `fontSize` (its line box, as Chakra's Skeleton around text). */
const bar = (h: string, w: string) => ({ recipe: 'skeleton', css: { h, w, maxW: 'full' } });

/** The Accounts page's own parts, as Chakra drew them (Stack, SimpleGrid, Text, Alert). */
export const accounts = islandStyles('accounts', {
  /** The subscription's facts: one column on a phone, three from `sm`. */
  facts: { display: 'grid', gridTemplateColumns: gridColumns({ base: 1, sm: 3 }), gap: '4' },
  /** Pro given by the team: Chakra's Alert (info, subtle) without a role, as before. */
  complimentary: { slotRecipe: 'alert', slot: 'root', variants: { status: 'info' } },
  complimentaryIndicator: { slotRecipe: 'alert', slot: 'indicator', variants: { status: 'info' } },
  complimentaryTitle: { slotRecipe: 'alert', slot: 'title', variants: { status: 'info' } },
  /** A long label wraps on a phone, where the button takes the whole width. */
  wrappingButton: {
    w: { base: 'full', sm: 'auto' },
    whiteSpace: 'normal',
    h: 'auto',
    minH: '10',
    py: '2',
  },
  muted: { color: 'fg.muted' },
  /** The card's offer and the portal button: side by side from `sm`, stacked on a phone. */
  actions: {
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    alignItems: { base: 'stretch', sm: 'center' },
    flexWrap: 'wrap',
    gap: '3',
    w: 'full',
  },
  /** A failed payment's consequence: the error colour, as the banner says it. */
  problem: { color: 'fg.error', fontWeight: 'medium' },
  /** The subscription card's frame while it loads: bars where its heading, facts and button go. */
  headingBar: bar('7', '48'),
  labelBar: bar('5', '28'),
  valueBar: bar('6', '32'),
  buttonBar: bar('10', '64'),
  fact: { display: 'flex', flexDirection: 'column', gap: '1' },
  loadingFacts: {
    display: 'grid',
    gridTemplateColumns: gridColumns({ base: 1, sm: 3 }),
    gap: '4',
    mt: '4',
  },
});

/** The change already scheduled: a box inside the subscription card. */
export const schedule = islandStyles('accounts-schedule', {
  root: { mt: '6', p: '4', borderWidth: '1px', borderRadius: 'md', bg: 'bg.subtle' },
  heading: { recipe: 'heading', variants: { size: 'md' }, css: { mb: '3' } },
  facts: { display: 'grid', gridTemplateColumns: gridColumns({ base: 1, sm: 4 }), gap: '4' },
});

/** The Pro plan offered to a person without a subscription. */
export const offer = islandStyles('accounts-offer', {
  choices: { display: 'grid', gridTemplateColumns: gridColumns({ base: 1, sm: 2 }), gap: '4' },
  choice: {
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: '4',
    borderWidth: '1px',
    borderRadius: 'md',
  },
  price: { fontSize: '3xl', fontWeight: 'bold' },
  period: { fontSize: 'md', color: 'fg.muted', fontWeight: 'normal' },
  promo: { mt: '4', fontSize: 'sm', color: 'fg.muted' },
});
