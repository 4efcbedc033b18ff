import type { ReactNode } from 'react';
import { type BaseLocationHook, Router } from 'wouter';
import type { SiteSettings } from '../../../services/site-settings';
import { PageReadyContext, useAnnouncePageReady } from '../../app/page-ready';
import { SiteSettingsContext } from '../../app/site-settings-context';
import { ElementIdPrefixContext } from '../../hooks/use-element-id';

/**
 * Public pages are separate documents, not routes of one app: a link or `navigate` inside an
 * island loads the next page in full, where its own HTML is ready.
 */
const fullPageLocation: BaseLocationHook = () => [
  window.location.pathname,
  (to: string) => window.location.assign(to),
];

function AnnounceReady() {
  useAnnouncePageReady();
  return null;
}

export type IslandRootProps = {
  siteSettings: SiteSettings;
  /** The island's id in the page: what its elements' ids start with. */
  id: string;
  /** The address the server renders; absent in the browser. */
  ssr?: { path: string; search: string };
  /** Called once the island handles events (its effects have run); browser only. */
  onReady?: () => void;
  children: ReactNode;
};

/**
 * What every island is rendered in, on the server and when the browser hydrates it, both with
 * the islands' runtime (scripts/prerender/islands-build.ts). No Chakra or emotion: islands draw
 * with island classes (island-styles.ts), so the browser loads neither for a public page.
 */
export function IslandRoot({ siteSettings, id, ssr, onReady, children }: IslandRootProps) {
  return (
    <SiteSettingsContext.Provider value={siteSettings}>
      <ElementIdPrefixContext.Provider value={id}>
        <Router
          hook={ssr ? undefined : fullPageLocation}
          ssrPath={ssr?.path}
          ssrSearch={ssr?.search}
        >
          {children}
          {onReady && (
            <PageReadyContext.Provider value={onReady}>
              <AnnounceReady />
            </PageReadyContext.Provider>
          )}
        </Router>
      </ElementIdPrefixContext.Provider>
    </SiteSettingsContext.Provider>
  );
}
