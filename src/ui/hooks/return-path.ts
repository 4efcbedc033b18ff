import { useLocation, useRouter, useSearch } from 'wouter';
import { pagePaths } from '../../services/page-paths';
import { RETURN_TO, safeReturnPath } from '../../services/return-path';

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
