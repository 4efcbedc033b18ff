import {
  type AdminRelease,
  formatCount,
  type ReleaseChannel,
  type ReleaseNoteTag,
} from '../../services/contract';

type ReleaseStatus = AdminRelease['status'];

/** /admin/releases: the desktop versions, their files and downloads (issue 18). */
export const releasesConsole = {
  newRelease: 'New release',
  loading: 'Loading the releases...',
  loadFailed: 'The releases could not be loaded.',
  retry: 'Try again',
  empty: 'No release yet. Create one with New release.',
  listLabel: 'Releases',
  status: { draft: 'Draft', published: 'Published', withdrawn: 'Withdrawn' } satisfies Record<
    ReleaseStatus,
    string
  >,
  channel: { stable: 'Stable', beta: 'Beta' } satisfies Record<ReleaseChannel, string>,
  released: 'Date',
  downloads: 'Downloads',
  downloadCount: formatCount,
  files: 'Files',
  noFiles: 'No file',
  notes: 'Notes',
  /** A file's size in the units people read. */
  size: (bytes: number) =>
    bytes >= 1024 * 1024
      ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
      : bytes >= 1024
        ? `${(bytes / 1024).toFixed(1)} kB`
        : `${bytes} B`,
  sha256Label: 'SHA-256',
  publish: 'Publish',
  withdraw: 'Withdraw',
  publishLabel: (version: string) => `Publish ${version}`,
  withdrawLabel: (version: string) => `Withdraw ${version}`,
  confirmations: {
    publish: (version: string) => ({
      title: `Publish ${version}?`,
      text: 'It appears at once on /demo and /download and in the desktop tool’s update check for its channel.',
      confirmLabel: 'Publish',
    }),
    withdraw: (version: string) => ({
      title: `Withdraw ${version}?`,
      text: 'It disappears from the site and the update check. Devices that installed it keep it.',
      confirmLabel: 'Withdraw',
    }),
  },
  changed: {
    publish: (version: string) => `${version} is published.`,
    withdraw: (version: string) => `${version} is withdrawn.`,
  },
  created: (version: string) => `${version} is saved as a draft: publish it when ready.`,
} as const;

/** The note tags as the form names its fields. */
export const noteFields = {
  Feature: { field: 'features', label: 'Features' },
  Enhancement: { field: 'enhancements', label: 'Enhancements' },
  Fix: { field: 'fixes', label: 'Fixes' },
} as const satisfies Record<ReleaseNoteTag, { field: string; label: string }>;

/** The form that adds a release (a draft until published). */
export const releaseForm = {
  title: 'New release',
  version: 'Version',
  versionHelp: 'As the desktop tool reports it, such as 2.5.0 or 2.6.0-beta.1.',
  date: 'Release date',
  channel: 'Channel',
  notesHelp: 'One note a line.',
  files: 'Installer files',
  filesHelp: 'A zip per platform; at least one. Its size and SHA-256 are computed on upload.',
  fileFor: (platform: string) => `File for ${platform}`,
  signaturesHelp:
    "With each file, its signature: the .sig file that 'npm run release -- sign' wrote beside it with the release key.",
  /** What each of a platform's two pickers takes, shown above it. */
  installerCaption: 'Installer',
  signatureCaption: 'Signature (.sig)',
  signatureFor: (platform: string) => `Signature (.sig) for ${platform}`,
  chosen: (name: string, size: string) => `${name} (${size})`,
  submit: 'Save draft',
  cancel: 'Cancel',
  issues: {
    version: 'Enter a version such as 2.5.0.',
    date: 'Enter the release date.',
    channel: 'Choose a channel.',
    notes: 'Write at least one note.',
    files: 'Add at least one installer file.',
  },
  failed: 'The release could not be saved. Please try again.',
} as const;
