import { useLocation, useRouter, useSearch } from 'wouter';
import { pagePaths } from '../../services/page-paths';

/** The query parameter that carries where a person goes back to after signing in. */
export const RETURN_TO = 'returnTo';

/** Only addresses behind a session, so a link can never send anyone off the site or in a loop. */
const returnAreas = [pagePaths.customer.area, pagePaths.admin.overview];

/** Any base works: only a same-origin path survives, and the base's origin is compared. */
const PROBE_ORIGIN = 'https://return-path.invalid';

/**
 * `value` as a path of this site under /customer or /admin (with its query), or null for
 * anything else: another origin (`//evil.example`, `https://…`), a backslash trick, a sign-in page.
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
  const inArea = returnAreas.some(
    (area) => url.pathname === area || url.pathname.startsWith(`${area}/`),
  );
  return inArea ? `${url.pathname}${url.search}` : null;
}

/** The login page's address that brings the person back to `path` once signed in. */
export function loginReturningTo(path: string): string {
  const safe = safeReturnPath(path);
  // The area's own page is where login leads anyway: no need to say so.
  if (!safe || safe === pagePaths.customer.area) return pagePaths.login;
  return `${pagePaths.login}?${new URLSearchParams({ [RETURN_TO]: safe })}`;
}

/** Where the page being shown is, from the site's root (inside a nested router too), with its query. */
export function useCurrentPath(): string {
  const { base } = useRouter();
  const [location] = useLocation();
  const search = useSearch();
  const path = location === '/' && base ? base : `${base}${location}`;
  return search ? `${path}?${search}` : path;
}

/** Where the sign-in pages lead: the safe `returnTo` of the address, else /customer. */
export function useReturnPath(): string {
  const returnTo = new URLSearchParams(useSearch()).get(RETURN_TO);
  return safeReturnPath(returnTo) ?? pagePaths.customer.area;
}
