import { BRAND_NAME } from './brand';
import { shownVersion } from './version-history';

export const downloadPage = {
  title: 'Download',
  heading: `Download ${BRAND_NAME}`,
  intro:
    'The desktop tool for Windows 10 and 11. Free to download, no payment required: the Trial ' +
    'plan starts the moment you sign in.',
  button: 'Download for Windows',
  fileNote: 'Zip archive · Windows 10/11, 64-bit',
  /** The latest release's installer, when the site has one published. */
  release: (version: string, size: string) => `Version ${shownVersion(version)} · ${size}`,
  checksumLabel: 'SHA-256',
  instructions: 'Installation Instructions',
  macNote: 'On a Mac? Run it in a Windows virtual machine: the installation guide explains how.',
  afterTitle: 'What happens next',
  after: [
    'Unzip the archive and run the installer.',
    'Sign in with your customer account, or create one for free.',
    'Annotate your screen and start your first script in simulation.',
  ],
} as const;
