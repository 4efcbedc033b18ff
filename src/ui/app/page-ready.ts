import { createContext, useContext, useEffect } from 'react';

/**
 * Called once the page's own content is live: with a prerendered page, React hydrates the
 * content of each Suspense boundary after the root, so only a component inside the page knows.
 */
export const PageReadyContext = createContext<() => void>(() => {});

/** Tells the app the page showing this component handles events now (src/boot/start-app.tsx). */
export function useAnnouncePageReady() {
  const announce = useContext(PageReadyContext);
  useEffect(() => announce(), [announce]);
}
