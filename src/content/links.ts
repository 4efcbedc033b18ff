/** Every address outside this site, in one place so a change of provider is a one-line edit. */
export const externalLinks = {
  documentation: 'https://docs.signalhand.io',
  blog: 'https://blog.signalhand.io',
  community: 'https://community.signalhand.io',
  customGpt: 'https://chatgpt.com/g/g-signalhand-script-assistant',
  scheduling: 'https://calendly.com/signalhand/onboarding',
  tutorialVideo: 'https://www.youtube-nocookie.com/embed/signalhand-setup',
  x: 'https://x.com/signalhand',
  youtube: 'https://www.youtube.com/@signalhand',
  facebook: 'https://www.facebook.com/signalhand',
  instagram: 'https://www.instagram.com/signalhand',
} as const;

/** Where the server publishes the desktop installer (see FILES_DIR in the README). */
export const INSTALLER_PATH = '/files/SignalHand-Setup-win-x64.zip';
