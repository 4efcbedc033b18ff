import { islandStyles } from '../../public/islands/island-styles';

const alert = (status: 'warning' | 'error' | 'success') => ({
  root: {
    slotRecipe: 'alert',
    slot: 'root',
    variants: { status },
    css: { mb: '6', alignItems: { base: 'flex-start', sm: 'center' }, flexWrap: 'wrap', gap: '3' },
  },
  indicator: { slotRecipe: 'alert', slot: 'indicator', variants: { status } },
});

/** The failed-payment banner: Chakra's Alert (subtle) over the page, its button at the end. */
export const paymentBanner = islandStyles('payment-banner', {
  warningRoot: alert('warning').root,
  warningIndicator: alert('warning').indicator,
  errorRoot: alert('error').root,
  errorIndicator: alert('error').indicator,
  successRoot: alert('success').root,
  successIndicator: alert('success').indicator,
  text: { flex: '1', minW: '0' },
  /** On a phone the button takes the whole width under the text. */
  action: { w: { base: 'full', sm: 'auto' }, flexShrink: '0' },
});
