/**
 * The app shell's marks, shared by the components that draw it and the early start that fills
 * it in (src/boot/signed-in-early-start.ts).
 */

/** Marks `#root` when it holds the signed-in area's app shell (src/boot/render-app-shell.tsx). */
export const APP_SHELL_ATTRIBUTE = 'data-app-shell';

/**
 * The shell's places for the person's name, each holding what to write there: the welcome line
 * with `FIRST_NAME_TOKEN` where the first name goes, and the name's fallback ('Guest').
 */
export const SHELL_SLOT = {
  welcome: 'data-shell-welcome',
  userName: 'data-shell-user-name',
  /** A line about the person (Settings' 'name · e-mail'), written with `PERSON_TOKENS`. */
  personLine: 'data-shell-person-line',
  /** Hidden in the shell; shown when the stored person may use the chat. */
  forChat: 'data-shell-for-chat',
};
export const FIRST_NAME_TOKEN = '{firstName}';

/** A person whose parts are the tokens the early start replaces with the stored person's. */
export const PERSON_TOKENS = {
  firstName: FIRST_NAME_TOKEN,
  lastName: '{lastName}',
  emailAddress: '{emailAddress}',
} as const;
