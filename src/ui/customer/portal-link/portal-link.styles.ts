import { islandStyles } from '../../public/islands/island-styles';

/** The portal button with, under it, why the card page did not open. */
export const portalLink = islandStyles('portal-link', {
  root: { display: 'flex', flexDirection: 'column', gap: '2', w: { base: 'full', sm: 'auto' } },
  reason: { fontSize: 'sm', fontWeight: 'medium', color: 'fg.error' },
});
