import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { nestedPath } from '../../content/customer-navigation';
import { pagePaths } from '../../services/contract';
import { RouteFallback } from '../components/route-fallback';
import { DashboardPage } from './dashboard-page';

const ScriptDetailPage = lazy(() => import('./script-detail-page'));

/** Each page under /customer, in a chunk of its own. */
const pages: Array<[path: string, page: ComponentType]> = [
  [pagePaths.customer.scriptStore, lazy(() => import('./script-store-page'))],
  [pagePaths.customer.contact, lazy(() => import('./contact-page'))],
  // The chat (and its Markdown reader) loads only when /customer/chat is opened.
  [pagePaths.customer.chat, lazy(() => import('./chat-page'))],
  [pagePaths.customer.accounts, lazy(() => import('./accounts-page'))],
  [pagePaths.customer.settings, lazy(() => import('./settings-page'))],
];

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
