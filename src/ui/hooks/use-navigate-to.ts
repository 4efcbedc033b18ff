import { useCallback, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * Goes to a page of the site (`pagePaths`), from inside a nested router too. The function stays
 * the same across renders, so a machine created once can be given it as its navigation action.
 */
export function useNavigateTo(): (path: string) => void {
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  return useCallback((path: string) => navigateRef.current(`~${path}`), []);
}
