import { islandStyles } from '../../public/islands/island-styles';
import { type AlertStatus, alertBorderOf } from './alert-borders';

/** Chakra's Alert root (subtle, md), its status's colours and a border in them. */
const rootOf = (status: AlertStatus) => ({
  slotRecipe: 'alert',
  slot: 'root',
  variants: { status, variant: 'subtle' },
  css: { borderWidth: '1px', borderColor: alertBorderOf[status] },
});

/** Chakra's Alert as island classes: a root per status (only the root's colours differ). */
export const alertRoot = islandStyles('status-alert-root', {
  success: rootOf('success'),
  error: rootOf('error'),
  info: rootOf('info'),
  warning: rootOf('warning'),
});

const part = (slot: string, css?: object) => ({
  slotRecipe: 'alert',
  slot,
  variants: { variant: 'subtle' },
  css,
});

export const alertParts = islandStyles('status-alert', {
  indicator: part('indicator'),
  content: part('content'),
  title: part('title', { fontWeight: 'medium' }),
  description: part('description'),
  /** What a few callers set on the alert: a page's width cap, a gap under it. */
  narrow: { maxW: '2xl' },
  spaced: { mb: '6' },
  /** The problems of a step, bulleted under the alert's title (Chakra's List). */
  list: { slotRecipe: 'list', slot: 'root', css: { ps: '4', mt: '1', gap: '0.5' } },
  listItem: { slotRecipe: 'list', slot: 'item' },
});
