/** Where a checkout sends the customer back to: pages of the customer area, nowhere else. */
export const CUSTOMER_AREA_PATH = '/customer';
export const ACCOUNTS_PATH = `${CUSTOMER_AREA_PATH}/accounts`;
export const SCRIPT_STORE_PATH = `${CUSTOMER_AREA_PATH}/script-store`;

/** A script's own page in the store (what the SPA's `scriptPath` opens inside the area). */
export const scriptPagePath = (scriptName: string) =>
  `${SCRIPT_STORE_PATH}/${encodeURIComponent(scriptName)}`;

export const withRefresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}refresh=true`;

const MAX_RETURN_URL_LENGTH = 500;

/**
 * The return path a subscription checkout was asked for, as a path of this site, or null.
 *
 * The text must be a path (`/...`). It is resolved against the site's own address the way a
 * browser resolves a Location (dot segments, `%2e%2e`, backslashes, repeated slashes), and kept
 * only when the result is on that origin and inside the customer area. Checking the resolved
 * path, not the text, is what makes `/.//evil.com` or `/x/%2e%2e//evil.com` fail: both resolve to
 * `//evil.com`, which a browser would read as another host. A kept path always starts with
 * `/customer`, so it can never be read that way.
 */
export function safeReturnPath(returnUrl: string | undefined, publicUrl: string): string | null {
  if (returnUrl === undefined || returnUrl === '') return ACCOUNTS_PATH;
  if (returnUrl.length > MAX_RETURN_URL_LENGTH || !returnUrl.startsWith('/')) return null;
  // The URL parser drops tabs and line breaks and trims spaces without a word: refuse them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u0020\u007f]/.test(returnUrl)) return null;
  const site = new URL(publicUrl);
  let resolved: URL;
  try {
    resolved = new URL(returnUrl, site);
  } catch {
    return null;
  }
  if (resolved.origin !== site.origin || resolved.username || resolved.password) return null;
  const path = resolved.pathname;
  if (path !== CUSTOMER_AREA_PATH && !path.startsWith(`${CUSTOMER_AREA_PATH}/`)) return null;
  return `${path}${resolved.search}`;
}
