import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { nestedPath } from '../../content/customer-navigation';
import { byPath, type CustomerPageId, pagePaths } from '../../services/contract';
import { lazyPage } from '../app/lazy-page';
import { ChakraWhereNeeded, chakraPage, type RoutedPage } from '../app/with-chakra';
import { RouteFallback } from '../components/route-fallback';
import { DashboardPage } from './dashboard-page';

const ScriptDetailPage = chakraPage<{ encodedName: string }>(() => import('./script-detail-page'));
const scriptDetailPattern = `${nestedPath(pagePaths.customer.scriptStore)}/:scriptName`;

/**
 * Each page under /customer but the dashboard (drawn below), by its id in the page registry, in
 * a chunk of its own: drawn with island classes alone (`lazyPage`) or with Chakra (`chakraPage`).
 */
const pageViews: Record<Exclude<CustomerPageId, 'customerDashboard'>, RoutedPage<object>> = {
  customerScriptStore: chakraPage(() => import('./script-store-page')),
  customerContact: chakraPage(() => import('./contact-page')),
  // The chat (and its Markdown reader) loads only when /customer/chat is opened.
  customerChat: lazyPage(() => import('./chat-page')),
  customerAccounts: chakraPage(() => import('./accounts-page')),
  customerSettings: chakraPage(() => import('./settings-page')),
  customerDevices: chakraPage(() => import('./devices-page')),
  customerDeviceActivation: chakraPage(() => import('./device-activation-page')),
  customerSecurity: lazyPage(() => import('./security-page')),
};
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
