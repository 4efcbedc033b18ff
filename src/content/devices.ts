import { type DesktopPlatform, type Entitlement, seatReuse } from '../services/contract';
import { BRAND_NAME } from './brand';

/** How each desktop platform of the device sign-in reads to a person (issue 18). */
export const platformLabels: Record<DesktopPlatform, string> = {
  'windows-x64': 'Windows (64-bit)',
  'windows-arm64': 'Windows on Arm',
  macos: 'macOS (Windows virtual machine)',
};

/** A plan's name as the customer knows it. */
export const planLabels: Record<Entitlement['plan'], string> = {
  trial: 'Trial',
  pro: 'Pro',
};

/** What the desktop tool may do on this account: the claims of its license, in words. */
export const entitlementTexts = {
  title: 'What your devices may do',
  plan: 'Plan',
  runTime: 'Run time',
  /** Trial: the seconds a day from the license, as hours or minutes. */
  runTimePerDay: (seconds: number) =>
    seconds % 3600 === 0
      ? `${seconds / 3600} hour${seconds === 3600 ? '' : 's'} a day`
      : `${Math.round(seconds / 60)} minutes a day`,
  unlimited: 'Unlimited',
  scripts: 'Scripts',
  noScripts: 'None yet: get one in the Script Store.',
  devices: 'Devices',
  deviceLimit: (limit: number) => `Up to ${limit} device${limit === 1 ? '' : 's'} at once`,
  followsAccount:
    'Your devices pick up changes to your plan and scripts the next time they refresh their license.',
  manageDevices: 'Manage devices',
} as const;

/** /customer/devices: the desktop tools signed in with this account. */
export const devicesPage = {
  title: 'Devices',
  subtitle: `The ${BRAND_NAME} desktop tools signed in with your account.`,
  loading: 'Loading your devices...',
  loadFailed: 'Your devices could not be loaded.',
  retry: 'Try again',
  empty: `No device is signed in yet. Start ${BRAND_NAME} on your computer and choose Sign in: it shows a code to enter here.`,
  activateLink: 'Enter a code from your desktop',
  listLabel: 'Signed-in devices',
  columns: {
    name: 'Device',
    platform: 'Platform',
    appVersion: 'App version',
    activatedAt: 'Signed in',
    lastSeenAt: 'Last seen',
    actions: 'Actions',
  },
  neverSeen: 'Not yet',
  revoke: 'Sign out',
  revokeLabel: (name: string) => `Sign out ${name}`,
  inUse: (count: number, limit: number) => `${count} of ${limit} in use`,
  revokeConfirmation: (name: string) => ({
    title: 'Sign out this device?',
    text: `${name} will stop working with your account the next time it checks its license. You can sign it in again later.`,
    confirmLabel: 'Sign out device',
  }),
  revoked: (name: string) => `${name} is signed out.`,
} as const;

/** /customer/devices/activate: approving a desktop tool's sign-in with its user code. */
export const deviceActivationPage = {
  title: 'Sign in a device',
  subtitle: `Approve the ${BRAND_NAME} desktop tool that shows this code.`,
  codeLabel: 'Code from your desktop',
  codeHelp: 'Eight letters, as your desktop shows them, like BCDF-GHJK.',
  codePlaceholder: 'XXXX-XXXX',
  lookUp: 'Continue',
  lookingUp: 'Looking up the code...',
  invalidCode: 'Enter the 8-letter code your desktop shows, like BCDF-GHJK.',
  unknownCode:
    'This code is not known or has expired. Start the sign-in again on your desktop for a new code.',
  expiredCode:
    'This code has expired or was already used. Start the sign-in again on your desktop for a new code.',
  lookupFailed: 'The code could not be checked. Please try again.',
  decisionFailed: 'Your answer could not be sent. Please try again.',
  deviceHeading: 'Is this your device?',
  deviceFacts: { name: 'Device', platform: 'Platform', appVersion: 'App version', code: 'Code' },
  onlyYours: 'Approve only a device you started the sign-in on yourself.',
  approve: 'Approve',
  deny: 'Deny',
  overLimitTitle: 'Your plan’s device limit is reached',
  overLimit: (limit: number) =>
    `Your plan allows ${limit} device${limit === 1 ? '' : 's'} at once. Sign out one of your devices first, then approve this one.`,
  signInsUsedTitle: 'No more device sign-ins this month',
  /** Issue 36: freed seats may be filled again a few times in 30 days. */
  signInsUsed: (limit: number, next: string) =>
    `Signing devices out is free, but your account may sign in only ${limit} device${limit === 1 ? '' : 's'} and ${seatReuse.extraSignIns} more in ${seatReuse.windowDays} days, and has. The next new sign-in is possible on ${next}.`,
  openDevices: 'Open your devices',
  tryAgain: 'Approve again',
  approvedTitle: 'Device signed in',
  approved: (name: string) =>
    `${name} is signed in. Go back to your desktop: it continues on its own.`,
  deniedTitle: 'Sign-in denied',
  denied: (name: string) =>
    `${name} was not signed in. If you did not start this sign-in, you can ignore it.`,
  backToDevices: 'Back to your devices',
} as const;

/** When the next device sign-in is possible, in the person's own time zone. */
export const nextSignInText = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
