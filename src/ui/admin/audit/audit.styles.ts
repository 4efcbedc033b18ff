import { islandStyles } from '../../public/islands/island-styles';

/** The audit log's page: its read-only note and its change lines. */
export const audit = islandStyles('audit', {
  readOnly: { color: 'fg.muted' },
  changes: { display: 'flex', flexDirection: 'column', gap: '1' },
  change: {
    recipe: 'code',
    variants: { size: 'sm' },
    css: { whiteSpace: 'pre-wrap', wordBreak: 'break-all' },
  },
});
