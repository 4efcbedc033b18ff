import type { CustomRequestStatus, DeliveryOffer } from '../../services/contract';

/** The step each status is reached by: the console's buttons. */
export const requestStepActions: Record<Exclude<CustomRequestStatus, 'new'>, string> = {
  in_review: 'Start review',
  quoted: 'Send a quote',
  in_progress: 'Start work',
  delivered: 'Deliver a script',
  closed: 'Close request',
  declined: 'Decline',
};

/** What each step's dialog says it will do. */
export const requestStepDescriptions: Record<Exclude<CustomRequestStatus, 'new'>, string> = {
  in_review: 'The customer is told that the team is reviewing the request.',
  quoted: 'The customer receives the price by e-mail.',
  in_progress: 'The customer is told that work has started.',
  delivered:
    'The script is added to the store for this customer only, given to them or offered at the quoted price.',
  closed: 'The request ends; the customer is told.',
  declined: 'The request ends; the customer receives the reason by e-mail.',
};

/** The console's custom-request pages: the inbox and one request. */
export const requestTexts = {
  listLabel: 'Custom requests',
  searchLabel: 'Search requests',
  empty: 'No custom-script requests yet.',
  columns: {
    name: 'Request',
    customer: 'Customer',
    status: 'Status',
    quote: 'Quote',
    createdAt: 'Received',
    updatedAt: 'Updated',
  },
  open: (name: string) => `Open request ${name}`,
  back: 'All requests',
  loading: 'Loading the request',
  loadFailed: 'The request could not be loaded. Please try again.',
  notFound: 'There is no such request.',
  retry: 'Try again',
  facts: {
    customer: 'Customer',
    platform: 'Platform',
    phone: 'Phone',
    received: 'Received',
    quote: 'Quote',
    declineReason: 'Reason declined',
  },
  description: 'Description',
  nextSteps: 'Next step',
  finished: 'This request is finished.',
  history: 'History',
  historyBy: (email: string | null) => (email ? `by ${email}` : 'by a removed account'),
  deliveredScript: 'Delivered script',
  owned: 'Owned by the customer',
  notOwned: 'Offered, not bought yet',
  openInStore: 'Open in the store',
  notSet: '—',
} as const;

/** The step dialog's fields and its outcomes. */
export const requestStepTexts = {
  cancel: 'Cancel',
  fields: {
    note: { label: 'Note to the customer (optional)', placeholder: 'Added to the e-mail' },
    price: { label: 'Price (USD)', placeholder: '149' },
    reason: { label: 'Reason', placeholder: 'Why the request is declined' },
    scriptName: { label: 'Script name' },
    scriptDescription: { label: 'Description' },
    application: { label: 'Market', placeholder: 'Futures, Stocks, Crypto, Options or Forex' },
    brokerage: { label: 'Brokerage' },
    content: { label: 'Script', placeholder: 'Paste the script the customer will download' },
    contentFileName: { label: 'File name' },
    offer: { label: 'The customer gets it' },
  },
  offers: {
    grant: 'Given to them, free of charge',
    checkout: 'Offered at the quoted price, through the checkout',
  } satisfies Record<DeliveryOffer, string>,
  priceRule: 'Enter a price in dollars, such as 149 or 149.50',
  done: (status: string) => `Marked as ${status.toLowerCase()}. The customer was e-mailed.`,
  failed: 'The step could not be saved. Please try again.',
} as const;
