import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** A new page starts at its top, as it would after a full page load. */
export function ScrollToTop() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of address.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}
