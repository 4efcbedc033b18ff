// The emergency stop's words (issue 36): the dashboard, the Devices page and the phone's top bar.
import { emergencyStop } from '../services/contract';

export const emergencyStopTexts = {
  title: 'Emergency stop',
  stopButton: 'Stop trading on all devices',
  /** The top bar on a phone, where the room is short. */
  stopButtonShort: 'Stop trading',
  resumeButton: 'Resume trading',
  /**
   * The panel's line while loading and trading: one text, so the panel keeps its size from the
   * app shell's first paint to the state read (the state shows in its title, colour, button and
   * live line).
   */
  about: `One press stops every desktop device signed in with your account within ${emergencyStop.reactSeconds} seconds, wherever you are; they stay stopped until you resume.`,
  /** The line while stopped (an account loaded stopped may move the page once: rare, and wanted). */
  stoppedAbout: (since: string) =>
    `Every desktop device of your account stopped trading on ${since} and stays stopped until you resume.`,
  stoppedBadge: 'Trading stopped',
  unavailable: 'Emergency stop unavailable',
  /** Said to screen readers as the state becomes known or changes. */
  running: 'Trading is allowed on your desktop devices.',
  stopped: (since: string) =>
    `Trading is stopped on all your desktop devices since ${since}, until you resume.`,
  loading: 'Reading the emergency stop…',
  loadFailed: 'The emergency stop could not be read.',
  retry: 'Try again',
  confirmStop: {
    title: 'Stop trading on all devices?',
    text: `Every desktop device signed in with your account stops trading within ${emergencyStop.reactSeconds} seconds, and a device that is offline stops as soon as it connects. They stay stopped until you resume.`,
    confirm: 'Yes, stop trading',
  },
  confirmResume: {
    title: 'Resume trading?',
    text: 'Your desktop devices may trade again: the scripts they run carry on where they stopped.',
    confirm: 'Yes, resume trading',
  },
  cancel: 'Cancel',
  failed: 'The change could not be made. Please try again.',
} as const;

/** When the stop was pressed, as the person reads it (their own time zone). */
export const stoppedSince = (changedAt: number) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(changedAt);
