/** The console's Customers section (issue 17): the table and a customer's page. */
export const customersTable = {
  searchLabel: 'Search by e-mail or name',
  listLabel: 'Customers',
  columns: {
    name: 'Name',
    emailAddress: 'E-mail',
    roles: 'Roles',
    createdAt: 'Joined',
    status: 'Status',
  },
  empty: 'No customers yet.',
  locked: 'Locked',
  active: 'Active',
  admin: 'Admin',
  pro: 'Pro',
  customer: 'Customer',
} as const;

/** Dates and their absence on the customer's page. */
export const customerFacts = {
  none: '—',
  back: 'All customers',
  loading: 'Loading the customer…',
  loadFailed: 'This customer could not be loaded.',
  notFound: 'This customer does not exist.',
  account: {
    heading: 'Account',
    emailAddress: 'E-mail',
    roles: 'Roles',
    createdAt: 'Joined',
    termsAcceptedAt: 'Accepted the terms',
    passwordChangedAt: 'Password changed',
    referrer: 'Heard of us through',
    status: 'Status',
    locked: (date: string) => `Locked since ${date}`,
    active: 'Active',
  },
  plan: {
    heading: 'Plan',
    subscription: 'Subscription',
    status: 'Status',
    plan: 'Plan',
    period: 'Current period',
    scheduled: 'Scheduled change',
    scheduledTo: (plan: string, from: string) => `${plan} from ${from}`,
    complimentary: 'Complimentary Pro',
    complimentaryUntil: (date: string) => `Until ${date}`,
    noComplimentary: 'None',
    noSubscription: 'No subscription',
    statusLabel: (status: string) =>
      ({ active: 'Active', cancelled: 'Cancelled, ends with the period', expired: 'Expired' })[
        status
      ] ?? status,
  },
  purchases: {
    heading: 'Purchases',
    empty: 'No purchases yet.',
    name: 'Item',
    kind: 'Kind',
    price: 'Price',
    date: 'Date',
    kinds: { SCRIPT: 'Bought', SUBSCRIPTION: 'Subscription', GRANT: 'Granted' },
  },
  requests: {
    heading: 'Custom requests',
    empty: 'No custom-script requests.',
  },
  messages: {
    heading: 'Support messages',
    empty: 'No support messages from this address.',
  },
  devices: {
    heading: 'Devices',
    empty: 'No desktop devices linked.',
    lastSeen: (date: string) => `Last seen ${date}`,
    neverSeen: 'Not seen yet',
  },
} as const;

/** The actions on a customer, each confirmed before it runs. */
export const customerActions = {
  heading: 'Actions',
  untilLabel: 'Pro until',
  scriptLabel: 'Script to grant',
  scriptPlaceholder: 'Choose a script',
  noScripts: 'The customer owns every script.',
  grantPro: 'Give complimentary Pro',
  endPro: 'End complimentary Pro',
  grantScript: 'Grant script',
  revokeScript: 'Revoke',
  revokeScriptLabel: (name: string) => `Revoke ${name}`,
  lock: 'Lock account',
  unlock: 'Unlock account',
  makeAdmin: 'Make admin',
  unmakeAdmin: 'Remove admin',
  stopDevices: 'Stop trading on all devices',
  resumeDevices: 'Resume trading',
  dismiss: 'Cancel',
  confirm: {
    grantPro: (name: string, until: string) => ({
      title: 'Give complimentary Pro?',
      text: `${name} gets Pro, the AI chat included, free of charge until the end of ${until}. It ends by itself then.`,
      confirmLabel: 'Give Pro',
    }),
    endPro: (name: string) => ({
      title: 'End complimentary Pro?',
      text: `${name} loses the Pro it was given at once (a paid subscription stays).`,
      confirmLabel: 'End Pro',
    }),
    grantScript: (name: string, script: string) => ({
      title: 'Grant this script?',
      text: `${name} gets ${script} free of charge. You can revoke it later.`,
      confirmLabel: 'Grant script',
    }),
    revokeScript: (name: string, script: string) => ({
      title: 'Revoke this script?',
      text: `${name} loses ${script}, which was granted, not bought.`,
      confirmLabel: 'Revoke script',
    }),
    lock: (name: string) => ({
      title: 'Lock this account?',
      text: `${name} is signed out everywhere at once and cannot sign in until the account is unlocked.`,
      confirmLabel: 'Lock account',
    }),
    unlock: (name: string) => ({
      title: 'Unlock this account?',
      text: `${name} can sign in again.`,
      confirmLabel: 'Unlock account',
    }),
    makeAdmin: (name: string) => ({
      title: 'Make this customer an admin?',
      text: `${name} gets this console, every script and the AI chat.`,
      confirmLabel: 'Make admin',
    }),
    unmakeAdmin: (name: string) => ({
      title: 'Remove this admin?',
      text: `${name} loses the console at the next call. The last admin cannot be removed.`,
      confirmLabel: 'Remove admin',
    }),
    stopDevices: (name: string) => ({
      title: 'Stop trading on all their devices?',
      text: `Every desktop device of ${name} stops trading within seconds and stays stopped until they, or an operator, resume. They are mailed that an operator did it.`,
      confirmLabel: 'Stop trading',
    }),
    resumeDevices: (name: string) => ({
      title: 'Resume trading on their devices?',
      text: `The desktop devices of ${name} may trade again. They are mailed that an operator did it.`,
      confirmLabel: 'Resume trading',
    }),
  },
  notices: {
    grantPro: 'Complimentary Pro given.',
    endPro: 'Complimentary Pro ended.',
    grantScript: 'Script granted.',
    revokeScript: 'Script revoked.',
    lock: 'Account locked: its sessions ended.',
    unlock: 'Account unlocked.',
    makeAdmin: 'Now an admin.',
    unmakeAdmin: 'No longer an admin.',
    stopDevices: 'Trading stopped on all their devices.',
    resumeDevices: 'Trading resumed on their devices.',
  },
} as const;
export type CustomerActionName = keyof typeof customerActions.notices;
