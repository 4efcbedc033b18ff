import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { Route, Switch } from 'wouter';
import { adminSection, nestedAdminPath } from '../../content/admin-navigation';
import { consoleAccess } from '../../services/console-access';
import { byPath, NEW_SCRIPT_ID, type OperatorPageId } from '../../services/contract';
import { lazyPage } from '../app/lazy-page';
import { signedInPages } from '../app/signed-in-pages';
import { ChakraWhereNeeded, chakraPage, type RoutedPage, routedPage } from '../app/with-chakra';
import { RouteFallback } from '../components/route-fallback';
import { AdminNav } from './admin-nav';
import { SecondFactorNeeded } from './second-factor-needed';

/** Each console section's page, by its id in the page registry. */
const pageViews = {
  adminOverview: routedPage(signedInPages.adminOverview),
  adminScripts: routedPage(signedInPages.adminScripts),
  adminRequests: routedPage(signedInPages.adminRequests),
  adminSupport: routedPage(signedInPages.adminSupport),
  adminCustomers: routedPage(signedInPages.adminCustomers),
  adminReleases: routedPage(signedInPages.adminReleases),
  adminAudit: routedPage(signedInPages.adminAudit),
} satisfies Record<OperatorPageId, RoutedPage<object>>;
/** The pages of one record (a customer, a script, a request, a message). */
const CustomerPage = chakraPage<{ customerId: string }>(() => import('./customers/customer-page'));
const ScriptEditorPage = chakraPage<{ scriptId: string | null }>(
  () => import('./scripts/script-editor-page'),
);
const RequestPage = lazyPage<{ requestId: string }>(() => import('./requests/request-page'));
const MessagePage = lazyPage<{ messageId: string }>(() => import('./support/message-page'));

const Overview = pageViews.adminOverview;
const recordPattern = (section: { nestedPath: string }) => `${section.nestedPath}/:id`;
const sectionPages = byPath(pageViews);
/** Every console route's pattern and page (any other address shows the overview). */
const routedPages = [
  [recordPattern(adminSection.customers), CustomerPage] as const,
  [recordPattern(adminSection.scripts), ScriptEditorPage] as const,
  ...sectionPages.map(([path, page]) => [nestedAdminPath(path), page] as const),
  [recordPattern(adminSection.requests), RequestPage] as const,
  [recordPattern(adminSection.support), MessagePage] as const,
];

/** Loads the chunk of the console page at `path` (a whole path), Chakra's runtime with it if it needs it. */
export function preloadConsolePage(path: string): Promise<void> {
  const [, page] = sectionPages.find(([pagePath]) => pagePath === path) ?? [path, Overview];
  return page.preload();
}

/**
 * The operator console under /admin (paths inside the nested router); others show the overview.
 * Refused for want of a second factor, it leads to the Security page instead.
 */
export default function AdminRoutes() {
  const refused = useSyncExternalStore(consoleAccess.subscribe, consoleAccess.isRefused);
  // Left, the console forgets the refusal: opened again (a factor may have been set up
  // meanwhile), it asks the server afresh. Not on opening: a refusal met by the call asked
  // ahead of the page stands, or the pages would flash between two refusals.
  useEffect(() => () => consoleAccess.reset(), []);
  if (refused) return <SecondFactorNeeded />;
  return (
    <ChakraWhereNeeded pages={routedPages} fallback={Overview}>
      <AdminNav />
      <Suspense fallback={<RouteFallback />}>
        <Switch>
          <Route<{ id: string }> path={recordPattern(adminSection.customers)}>
            {(params) => <CustomerPage customerId={params.id} />}
          </Route>
          <Route<{ id: string }> path={recordPattern(adminSection.scripts)}>
            {(params) => (
              <ScriptEditorPage scriptId={params.id === NEW_SCRIPT_ID ? null : params.id} />
            )}
          </Route>
          {sectionPages.map(([path, Page]) => (
            <Route key={path} path={nestedAdminPath(path)}>
              <Page />
            </Route>
          ))}
          <Route<{ id: string }> path={recordPattern(adminSection.requests)}>
            {(params) => <RequestPage key={params.id} requestId={params.id} />}
          </Route>
          <Route<{ id: string }> path={recordPattern(adminSection.support)}>
            {(params) => <MessagePage key={params.id} messageId={params.id} />}
          </Route>
          <Route>
            <Overview />
          </Route>
        </Switch>
      </Suspense>
    </ChakraWhereNeeded>
  );
}
