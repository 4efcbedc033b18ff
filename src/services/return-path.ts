import { pagePaths } from './page-paths';

/** The query parameter that carries where a person goes back to after signing in. */
export const RETURN_TO = 'returnTo';

/** The areas behind a session (spec section 2 and the operators' console, issue 17). */
const signedInAreas = [pagePaths.customer.area, pagePaths.admin.overview];

/** Whether `pathname` is one of the areas behind a session, or a page of one. */
export const isInSignedInArea = (pathname: string) =>
  signedInAreas.some((area) => pathname === area || pathname.startsWith(`${area}/`));

/** Any base works: only a same-origin path survives, and the base's origin is compared. */
const PROBE_ORIGIN = 'https://return-path.invalid';

/**
 * `value` as a path of this site under /customer or /admin (with its query), or null for
 * anything else: another origin (`//evil.example`, `https://…`), a backslash trick, a sign-in page.
 * Only addresses behind a session, so a link can never send anyone off the site or in a loop.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return isInSignedInArea(url.pathname) ? `${url.pathname}${url.search}` : null;
}

/** The login page's address that brings the person back to `path` once signed in. */
export function loginReturningTo(path: string): string {
  const safe = safeReturnPath(path);
  // The area's own page is where login leads anyway: no need to say so.
  if (!safe || safe === pagePaths.customer.area) return pagePaths.login;
  return `${pagePaths.login}?${new URLSearchParams({ [RETURN_TO]: safe })}`;
}
