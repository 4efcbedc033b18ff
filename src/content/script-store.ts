import { BRAND_NAME } from './brand';

/** The words of the script store page (spec section 2). */
export const storeTexts = {
  title: 'Script Store',
  subtitle: 'Strategies ready to load on your platform, free and paid.',
  emptyPage: 'No scripts on this page.',
  gridLabel: (page: number) => `Scripts, page ${page}`,
  pagesLabel: 'Store pages',
  previous: 'Previous',
  next: 'Next',
  pageNumber: (page: number) => `Page ${page}`,
  /** The button beside a failed load, in the grid and on a script's page. */
  retry: 'Try again',
} as const;

/** One script of the grid: Purchase, or Get Info once the script is the customer's. */
export const scriptCardTexts = {
  created: 'Created',
  purchase: 'Purchase',
  purchaseLabel: (scriptName: string) => `Purchase ${scriptName}`,
  getInfo: 'Get Info',
  getInfoLabel: (scriptName: string) => `Get Info: ${scriptName}`,
} as const;

/** A script's own page: its facts, and its content or the way to buy it. */
export const scriptDetailTexts = {
  documentTitle: (scriptName: string) => `${scriptName} · ${storeTexts.title} · ${BRAND_NAME}`,
  back: 'Back',
  imageAlt: (scriptName: string) => `${scriptName} chart`,
  purchased: 'Purchased',
  facts: {
    platform: 'Platform',
    brokerage: 'Brokerage',
    market: 'Market',
    created: 'Created',
    contentType: 'Content type',
  },
  purchase: 'Purchase Script',
  content: {
    title: 'Script content',
    hosted: 'The script is hosted by its author. Open it, then import it in the desktop tool.',
    download:
      'Download the script, load it on your chart, then mark its BUY and SELL signals as regions in the desktop tool. The link works for one hour.',
    open: 'Open Script',
    save: 'Download Script',
  },
} as const;

/** 'Request Custom Script' (spec sections 2 and 4): the button, the dialog and its fields. */
export const customRequestTexts = {
  title: 'Request Custom Script',
  description: 'Tell us what the script should do. Our team will call you to work out the details.',
  fields: {
    name: { label: 'Name', placeholder: 'e.g. ES opening drive' },
    description: {
      label: 'Description',
      placeholder: 'Entry and exit rules, timeframe, markets...',
    },
    platform: { label: 'Platform', placeholder: 'Select a platform' },
    phoneNumber: { label: 'Phone Number', placeholder: '+1 555 010 2030' },
  },
  cancel: 'Cancel',
  submit: 'Submit Request',
} as const;

/** 'My requests' beside 'Request Custom Script': the customer's requests and their statuses. */
export const myRequestsTexts = {
  button: 'My requests',
  title: 'My custom requests',
  loading: 'Loading your requests',
  failed: 'Your requests could not be loaded. Please try again.',
  retry: 'Try again',
  empty: 'You have not requested a custom script yet.',
  close: 'Close',
  quote: (price: string) => `Quoted: ${price}`,
  declined: (reason: string) => `Declined: ${reason}`,
  openScript: (name: string) => `Open ${name}`,
} as const;
