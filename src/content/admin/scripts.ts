import {
  type AdminScriptSortKey,
  formatCount,
  scriptImageRules,
  scriptLimits,
} from '../../services/contract';

/** The catalogue table (issue 17). */
export const scriptsTableTexts = {
  newScript: 'New script',
  searchLabel: 'Search scripts',
  listLabel: 'The script catalogue',
  empty: 'The catalogue is empty. Create the first script.',
  columns: {
    scriptName: 'Script',
    price: 'Price',
    platform: 'Platform',
    createdOn: 'Created',
    updatedAt: 'Changed',
    published: 'State',
    owners: 'Owners',
  } satisfies Record<AdminScriptSortKey, string>,
  actions: 'Actions',
  /** A script never changed since it was created. */
  notChanged: '—',
  published: 'Published',
  unpublished: 'Unpublished',
  privateTo: (email: string) => `Private to ${email}`,
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  publish: 'Publish',
  unpublish: 'Unpublish',
  delete: 'Delete',
  actionLabel: (action: string, name: string) => `${action} ${name}`,
} as const;

/** The confirmations of the catalogue's actions, and what they answer. */
export const scriptActionTexts = {
  publish: {
    title: (name: string) => `Publish ${name}?`,
    body: 'Customers see it in the store at once.',
    confirm: 'Publish',
    done: (name: string) => `${name} is in the store.`,
  },
  unpublish: {
    title: (name: string) => `Unpublish ${name}?`,
    body: 'It leaves the store at once. Customers who own it keep it and can still download it.',
    confirm: 'Unpublish',
    done: (name: string) => `${name} left the store.`,
  },
  delete: {
    title: (name: string) => `Delete ${name}?`,
    body: 'It is removed for good. A script someone owns cannot be deleted: unpublish it instead.',
    confirm: 'Delete',
    done: (name: string) => `${name} was deleted.`,
  },
} as const;

/** The script editor. */
export const scriptFormTexts = {
  newTitle: 'New script',
  editTitle: (name: string) => `Edit ${name}`,
  back: 'All scripts',
  formLabel: 'Script',
  save: 'Save',
  saved: 'Saved. The store shows the change at once.',
  savedDraft: 'Saved. Publish it when it is ready for customers.',
  unsaved: 'Unsaved changes',
  checkFields: 'Some fields need a change: see the messages under them.',
  loading: 'Loading the script',
  draftNotice: 'A new script starts unpublished: save it, check the preview, then publish it.',
  owners: (count: number) =>
    count === 0 ? 'Nobody owns it yet.' : `${count} customer${count === 1 ? '' : 's'} own it.`,
  sections: {
    store: 'In the store',
    content: 'Content',
  },
  previewCard: 'Preview: store card',
  previewDetail: 'Preview: detail view',
  previewHint: 'What customers see, as you type. Its links and buttons do nothing here.',
  fields: {
    scriptName: { label: 'Name', helper: 'Unique. Not / \\ ? # or %.' },
    scriptDescription: { label: 'Description' },
    scriptImageUrl: {
      label: 'Picture',
      helper: `A PNG, JPEG or WebP of at most ${scriptImageRules.maxBytes / 1024 / 1024} MB, uploaded here: the store shows only pictures it serves itself.`,
      upload: 'Upload a picture',
      uploading: 'Uploading…',
      current: 'The picture the store shows',
      none: 'No picture yet',
    },
    platform: { label: 'Platform', placeholder: 'TradingView' },
    application: { label: 'Market', placeholder: 'Futures' },
    price: { label: 'Price (USD)', helper: '0 for free; otherwise dollars, such as 49 or 49.99.' },
    brokerage: { label: 'Brokerage', placeholder: 'Tradovate' },
    createdOn: { label: 'Date shown' },
    contentType: {
      label: 'Content type',
      helper: 'How the download is served: text the trading platforms read.',
      notServed: (type: string) => `${type} (no longer served: choose another)`,
    },
    contentKind: {
      label: 'Where the content is',
      file: 'A file kept here',
      link: 'A link elsewhere',
    },
    content: {
      label: 'Script',
      helper: `Up to ${formatCount(scriptLimits.content)} characters.`,
      load: 'Load from a file',
    },
    contentFileName: { label: 'Download file name', placeholder: 'my-script.pine' },
    contentLink: { label: 'Content link', placeholder: 'https://' },
  },
} as const;

/** What the editor's machine says when a call fails. */
export const scriptFormMessages = {
  saveFailed: 'The script could not be saved.',
  loadFailed: 'The script could not be loaded.',
  uploadFailed: 'The picture could not be uploaded.',
} as const;
