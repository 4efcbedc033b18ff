/**
 * A cookie that tells the server this browser holds a session, so it sends the signed-in areas'
 * pages to it and a redirect to the login page to everyone else, crawlers included: nothing
 * behind a session is ever a page a search engine could list. It is not a credential (the bearer
 * token in local storage is, spec section 7): whoever sets it by hand gets the area's app shell,
 * whose app sends them on to /login as before. It lives as long as the session it marks.
 */
export const SIGNED_IN_COOKIE = 'signedIn';

/** The cookie's text for `document.cookie`: the whole site, sent on top-level links from elsewhere. */
export function signedInCookie(expiresAt: number, secure: boolean): string {
  const expires = new Date(expiresAt).toUTCString();
  return `${SIGNED_IN_COOKIE}=1; Path=/; Expires=${expires}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Sets or clears the cookie; a sandboxed or cookieless page only loses the early redirect. */
function writeCookie(text: string) {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
    if (typeof document !== 'undefined') document.cookie = text;
  } catch {
    // Cookies are blocked: the app's own route guard still sends a signed-out visitor to /login.
  }
}

const onHttps = () => globalThis.location?.protocol === 'https:';

export function markSignedIn(expiresAt: number): void {
  writeCookie(signedInCookie(expiresAt, onHttps()));
}

/** An expiry in the past (the epoch) makes the browser drop the cookie. */
export function unmarkSignedIn(): void {
  writeCookie(signedInCookie(0, onHttps()));
}
