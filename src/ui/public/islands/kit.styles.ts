import { islandStyles } from './island-styles';

/** Classes many islands share. */
export const kit = islandStyles('kit', {
  /** Read by screen readers, not shown (Chakra's VisuallyHidden). */
  srOnly: { srOnly: true },
  /** A small muted line under a control. */
  caption: { fontSize: 'sm', color: 'fg.muted' },
});
