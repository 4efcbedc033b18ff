/**
 * Every address outside this site, in one place. These are defaults only: an operator sets the
 * real ones with the `LINK_*` variables (server/config.ts, README), and the server hands them to
 * every page. The defaults are placeholders, not pages that exist (the video id is not a real
 * video): a deployment must set them.
 */
export const defaultExternalLinks = {
  documentation: 'https://docs.signalhand.io',
  blog: 'https://blog.signalhand.io',
  community: 'https://community.signalhand.io',
  customGpt: 'https://chatgpt.com/g/g-signalhand-script-assistant',
  scheduling: 'https://calendly.com/signalhand/onboarding',
  /** The tutorial's embed address: the video dialog's frame (its origin is allowed to frame). */
  tutorialVideo: 'https://www.youtube-nocookie.com/embed/signalhand-setup',
  /** The same video on its own site, offered when the embed cannot play. */
  tutorialVideoPage: 'https://www.youtube.com/watch?v=signalhand-setup',
  x: 'https://x.com/signalhand',
  youtube: 'https://www.youtube.com/@signalhand',
  facebook: 'https://www.facebook.com/signalhand',
  instagram: 'https://www.instagram.com/signalhand',
} as const;

export type ExternalLinkName = keyof typeof defaultExternalLinks;
export type ExternalLinks = Record<ExternalLinkName, string>;

export const externalLinkNames = Object.keys(defaultExternalLinks) as ExternalLinkName[];

/** Where the server publishes the desktop installer (see FILES_DIR in the README). */
export const INSTALLER_PATH = '/files/SignalHand-Setup-win-x64.zip';
