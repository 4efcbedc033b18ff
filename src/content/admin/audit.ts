/** The console's Audit log section (issue 17): a read-only, filterable table. */
export const auditTable = {
  listLabel: 'Console actions, newest first',
  searchLabel: 'Search by admin e-mail, target id or kind',
  filters: {
    heading: 'Filters',
    action: 'Action',
    anyAction: 'Any action',
    from: 'From',
    to: 'To',
    apply: 'Apply filters',
    clear: 'Clear',
  },
  columns: {
    createdAt: 'When',
    actor: 'Admin',
    action: 'Action',
    target: 'Target',
    change: 'Before → after',
  },
  empty: 'No action matches these filters.',
  failed: 'The audit log could not be loaded.',
  retry: 'Try again',
  nothing: '—',
  readOnly: 'Entries are kept as they were written: nothing here can change them.',
} as const;
