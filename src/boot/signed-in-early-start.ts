/**
 * In the browser, the early start of an `app-shell` page (/customer, /admin): names the stored
 * person in the frame the server sent and loads their area's code beside the app's
 * (browser-entry.tsx).
 */
import type { User } from '../services/contract';
import { mayUseChat } from '../services/contract/roles';
import { readStoredSession } from '../services/session-storage';
import { APP_SHELL_ATTRIBUTE, PERSON_TOKENS, SHELL_SLOT } from '../ui/components/app-shell-slots';

/** `template` with the person's parts in place of `PERSON_TOKENS`. */
const personText = (template: string, user: User) =>
  template
    .replaceAll(PERSON_TOKENS.firstName, user.firstName)
    .replaceAll(PERSON_TOKENS.lastName, user.lastName)
    .replaceAll(PERSON_TOKENS.emailAddress, user.emailAddress);

/**
 * Puts `text` in a new element in place of `line`. A new line, not new text in the painted
 * one: browsers count an element's paint once for LCP, so only a new element painted now
 * stands for the written line.
 */
function rewriteLine(line: Element, text: string) {
  const written = line.cloneNode(false);
  written.textContent = text;
  line.replaceWith(written);
}

/**
 * Writes the stored person into the shell, so the first paint (or the next) greets them and
 * names them as the app will. Without it the app's welcome line (or Settings' person line),
 * a little longer, would be painted as a new largest element when the app replaces the
 * shell, moving the page's LCP to that moment.
 */
function nameThePerson(root: HTMLElement, user: User) {
  for (const slot of root.querySelectorAll<HTMLElement>(`[${SHELL_SLOT.welcome}]`)) {
    if (!user.firstName) continue;
    rewriteLine(
      slot.parentElement ?? slot,
      personText(slot.getAttribute(SHELL_SLOT.welcome) ?? '', user),
    );
  }
  for (const slot of root.querySelectorAll<HTMLElement>(`[${SHELL_SLOT.personLine}]`)) {
    rewriteLine(slot, personText(slot.getAttribute(SHELL_SLOT.personLine) ?? '', user));
  }
  if (mayUseChat(user.roles)) {
    for (const slot of root.querySelectorAll<HTMLElement>(`[${SHELL_SLOT.forChat}]`)) {
      slot.hidden = false;
    }
  }
  for (const slot of root.querySelectorAll<HTMLElement>(`[${SHELL_SLOT.userName}]`)) {
    slot.textContent =
      `${user.firstName} ${user.lastName}`.trim() || slot.getAttribute(SHELL_SLOT.userName);
  }
}

/**
 * On a page the server sent as the app shell, reads the session from storage at once and, when
 * someone is signed in, names them in it (before its first paint). Returns what loads the area's
 * code and the page's before the app starts, beside the app's own start-up code, for the caller
 * to run once the shell is painted.
 * The app then draws the page in its first render, replacing the shell in one step. Signed out
 * (or expired), nothing loads: the app sends the visitor on to the login page.
 */
export function startSignedInAreaEarly(): () => Promise<void> {
  const nothingToLoad = () => Promise.resolve();
  const root = document.getElementById('root');
  if (!root?.hasAttribute(APP_SHELL_ATTRIBUTE)) return nothingToLoad;
  const session = readStoredSession();
  if (!session || session.expiresIn <= Date.now()) return nothingToLoad;
  nameThePerson(root, session.user);
  const path = window.location.pathname;
  return () =>
    Promise.all([
      import('../ui/app/signed-in-area').then(({ preloadSignedInArea }) =>
        preloadSignedInArea(path),
      ),
      // The page's own code (and Chakra's, for a page drawn with it) beside the area's, not
      // after it: one round trip instead of three on a slow connection; and its first data
      // beside its code, not after it.
      import('../ui/app/signed-in-pages').then(({ signedInPageAt }) => {
        const page = signedInPageAt(path);
        return Promise.all([
          page?.load(),
          page?.chakra && import('../ui/app/chakra-scope'),
          page?.data &&
            Promise.all([page.data(), import('../services/http')]).then(
              ([{ pageData }, { requestAhead }]) => requestAhead(pageData.requestFirstData),
            ),
        ]);
      }),
    ]).then(
      () => {},
      () => {
        // The app loads it again when it renders, and shows its own error if that fails too.
      },
    );
}
