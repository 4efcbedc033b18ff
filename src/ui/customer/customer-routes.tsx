import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { nestedPath } from '../../content/customer-navigation';
import { byPath, type CustomerPageId, pagePaths } from '../../services/contract';
import { signedInPages } from '../app/signed-in-pages';
import { ChakraWhereNeeded, type RoutedPage, routedPage } from '../app/with-chakra';
import { RouteFallback } from '../components/route-fallback';
import { DashboardPage } from './dashboard-page';

// A script's page: drawn with island classes alone (no Chakra runtime).
const ScriptDetailPage = routedPage<{ encodedName: string }>({
  load: () => import('./script-detail-page'),
});
const scriptDetailPattern = `${nestedPath(pagePaths.customer.scriptStore)}/:scriptName`;

/** Each page under /customer but the dashboard (drawn below), by its id in the page registry. */
const pageViews = {
  customerScriptStore: routedPage(signedInPages.customerScriptStore),
  customerContact: routedPage(signedInPages.customerContact),
  customerChat: routedPage(signedInPages.customerChat),
  customerAccounts: routedPage(signedInPages.customerAccounts),
  customerSettings: routedPage(signedInPages.customerSettings),
  customerDevices: routedPage(signedInPages.customerDevices),
  customerDeviceActivation: routedPage(signedInPages.customerDeviceActivation),
  customerSecurity: routedPage(signedInPages.customerSecurity),
} satisfies Record<Exclude<CustomerPageId, 'customerDashboard'>, RoutedPage<object>>;
const pages = byPath(pageViews);

/** Loads the chunk of the customer page at `path` (a whole path), if it has one of its own. */
export function preloadCustomerPage(path: string): Promise<void> {
  return pages.find(([pagePath]) => pagePath === path)?.[1].preload() ?? Promise.resolve();
}

/** The pages (patterns inside the nested router) that are not the dashboard. */
const routedPages = [
  ...pages.map(([path, page]) => [nestedPath(path), page] as const),
  [scriptDetailPattern, ScriptDetailPage] as const,
];

/**
 * The pages under /customer (paths inside the nested router); any other shows the dashboard.
 * Chakra's runtime loads with the first page that needs it.
 */
export function CustomerRoutes({ onSignOut }: { onSignOut: () => void }) {
  return (
    <ChakraWhereNeeded pages={routedPages}>
      <Suspense fallback={<RouteFallback />}>
        <Switch>
          {pages.map(([path, Page]) => (
            <Route key={path} path={nestedPath(path)}>
              <Page />
            </Route>
          ))}
          <Route<{ scriptName: string }> path={scriptDetailPattern}>
            {(params) => (
              <ScriptDetailPage key={params.scriptName} encodedName={params.scriptName} />
            )}
          </Route>
          <Route>
            <DashboardPage onSignOut={onSignOut} />
          </Route>
        </Switch>
      </Suspense>
    </ChakraWhereNeeded>
  );
}
