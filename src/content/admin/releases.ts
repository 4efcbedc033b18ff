import {
  type AdminRelease,
  formatCount,
  type ReleaseChannel,
  type ReleaseNoteTag,
} from '../../services/contract';

type ReleaseStatus = AdminRelease['status'];
/** A rollout change as its words need it (the page's request has this shape and more). */
type RolloutChange = {
  kind: 'rollout' | 'halt' | 'yank' | 'minimumVersion';
  version?: string;
  draft?: boolean;
};

/** /admin/releases: the desktop versions, their files and downloads (issue 18). */
export const releasesConsole = {
  newRelease: 'New release',
  loading: 'Loading the releases...',
  loadFailed: 'The releases could not be loaded.',
  retry: 'Try again',
  empty: 'No release yet. Create one with New release.',
  listLabel: 'Releases',
  status: {
    draft: 'Draft',
    published: 'Published',
    withdrawn: 'Withdrawn',
    yanked: 'Yanked',
  } satisfies Record<ReleaseStatus, string>,
  halted: 'Halted',
  channel: { stable: 'Stable', beta: 'Beta' } satisfies Record<ReleaseChannel, string>,
  released: 'Date',
  downloads: 'Downloads',
  downloadCount: formatCount,
  files: 'Files',
  noFiles: 'No file',
  notes: 'Notes',
  rollout: 'Rollout',
  percent: (percent: number) => `${percent}%`,
  devicesOnIt: 'Devices on it',
  yankedBecause: (reason: string) => `Yanked: ${reason}`,
  /** The rollout controls' words and names (issue 36). */
  rolloutButtons: {
    rollout: (status: ReleaseStatus) => (status === 'draft' ? 'Set rollout' : 'Raise rollout'),
    halt: () => 'Halt',
    yank: () => 'Yank',
  },
  rolloutLabels: {
    rollout: (version: string, status: ReleaseStatus) =>
      `${status === 'draft' ? 'Set' : 'Raise'} the rollout of ${version}`,
    halt: (version: string) => `Halt ${version}`,
    yank: (version: string) => `Yank ${version}`,
  },
  minimumVersion: {
    title: 'Minimum supported version',
    none: 'None',
    help: 'Licenses carry it: an older desktop is told it must update.',
    change: 'Change',
    changeLabel: 'Change the minimum version',
  },
  /** What a finished rollout change says. */
  rolledOut: (request: RolloutChange, value: string) => {
    switch (request.kind) {
      case 'rollout':
        return `${request.version} is rolled out to ${value.trim()}%.`;
      case 'halt':
        return `${request.version} is halted: no further device gets it.`;
      case 'yank':
        return `${request.version} is yanked: the devices on it are offered the previous good release.`;
      case 'minimumVersion':
        return value.trim() === ''
          ? 'No minimum version is set.'
          : `The minimum supported version is ${value.trim()}.`;
    }
  } /** A file's size in the units people read. */,
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

/** The dialogs of the rollout changes (issue 36). */
export const releaseRolloutTexts = {
  cancel: 'Cancel',
  fields: {
    percent: 'Share of devices (%)',
    reason: 'Reason',
    version: 'Minimum version',
  },
  helpers: {
    percent: 'Each device falls in a fixed place for this version: raising only adds devices.',
    reason: 'The desktops on it are told why they go back.',
    version: 'Such as 2.0.0. Leave it empty for none.',
  },
  issues: {
    percent: 'Enter a whole number from 1 to 100.',
    higher: (percent: number) => `Give more than ${percent}%.`,
    reason: 'Say why in a few words (500 characters at most).',
    version: 'Enter a version such as 2.0.0, or leave it empty.',
  },
  dialogs: {
    rollout: (request: RolloutChange) => {
      const { version = '', draft = false } = request;
      return {
        title: draft ? `Set the rollout of ${version}` : `Raise the rollout of ${version}?`,
        text: draft
          ? 'When published, it is offered to this share of devices first; raise it later.'
          : 'More devices are offered it at once (a halted release resumes). A share is never lowered: halt it instead.',
        confirm: draft ? 'Set rollout' : 'Raise rollout',
      };
    },
    halt: (request: RolloutChange) => ({
      title: `Halt ${request.version ?? ''}?`,
      text: 'No further device is offered it; the devices already on it keep it.',
      confirm: 'Halt rollout',
    }),
    yank: (request: RolloutChange) => ({
      title: `Yank ${request.version ?? ''}?`,
      text: 'It leaves the feed and the downloads for good, and every desktop on it is offered the previous good release. Release a fixed version instead.',
      confirm: 'Yank release',
    }),
    minimumVersion: () => ({
      title: 'Minimum supported version',
      text: 'Every license carries it: a desktop older than it must update before it trades again.',
      confirm: 'Save minimum version',
    }),
  },
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
