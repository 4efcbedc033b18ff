import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { nestedPath } from '../../content/customer-navigation';
import { pagePaths } from '../../services/contract';
import { type LazyPage, lazyPage } from '../app/lazy-page';
import { RouteFallback } from '../components/route-fallback';
import { DashboardPage } from './dashboard-page';

const ScriptDetailPage = lazy(() => import('./script-detail-page'));

/** Each page under /customer, in a chunk of its own. */
const pages: Array<[path: string, page: LazyPage]> = [
  [pagePaths.customer.scriptStore, lazyPage(() => import('./script-store-page'))],
  [pagePaths.customer.contact, lazyPage(() => import('./contact-page'))],
  // The chat (and its Markdown reader) loads only when /customer/chat is opened.
  [pagePaths.customer.chat, lazyPage(() => import('./chat-page'))],
  [pagePaths.customer.accounts, lazyPage(() => import('./accounts-page'))],
  [pagePaths.customer.settings, lazyPage(() => import('./settings-page'))],
  [pagePaths.customer.devices, lazyPage(() => import('./devices-page'))],
  [pagePaths.customer.deviceActivation, lazyPage(() => import('./device-activation-page'))],
];

/** Loads the chunk of the customer page at `path` (a whole path), if it has one of its own. */
export function preloadCustomerPage(path: string): Promise<void> {
  return pages.find(([pagePath]) => pagePath === path)?.[1].preload() ?? Promise.resolve();
}

/** The pages under /customer (paths inside the nested router); any other shows the dashboard. */
export function CustomerRoutes({ onSignOut }: { onSignOut: () => void }) {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        {pages.map(([path, Page]) => (
          <Route key={path} path={nestedPath(path)}>
            <Page />
          </Route>
        ))}
        <Route path={`${nestedPath(pagePaths.customer.scriptStore)}/:scriptName`}>
          {(params) => <ScriptDetailPage key={params.scriptName} encodedName={params.scriptName} />}
        </Route>
        <Route>
          <DashboardPage onSignOut={onSignOut} />
        </Route>
      </Switch>
    </Suspense>
  );
}
