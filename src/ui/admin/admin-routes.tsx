import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { adminSection, adminSections } from '../../content/admin-navigation';
import { NEW_SCRIPT_ID, pagePaths } from '../../services/contract';
import { RouteFallback } from '../components/route-fallback';
import { AdminNav } from './admin-nav';

/** Each console section's page, by its path, in a chunk of its own. */
const RequestPage = lazy(() => import('./requests/request-page'));
const MessagePage = lazy(() => import('./support/message-page'));

const pages: Record<string, ComponentType> = {
  [pagePaths.admin.overview]: lazy(() => import('./overview/overview-page')),
  [pagePaths.admin.scripts]: lazy(() => import('./scripts/scripts-page')),
  [pagePaths.admin.requests]: lazy(() => import('./requests/requests-page')),
  [pagePaths.admin.support]: lazy(() => import('./support/support-page')),
  [pagePaths.admin.customers]: lazy(() => import('./customers/customers-page')),
  [pagePaths.admin.releases]: lazy(() => import('./releases/releases-page')),
  [pagePaths.admin.audit]: lazy(() => import('./audit/audit-page')),
};
const CustomerPage = lazy(() => import('./customers/customer-page'));
const ScriptEditorPage = lazy(() => import('./scripts/script-editor-page'));

/** The operator console under /admin (paths inside the nested router); others show the overview. */
export default function AdminRoutes() {
  const Overview = pages[pagePaths.admin.overview] as ComponentType;
  return (
    <>
      <AdminNav />
      <Suspense fallback={<RouteFallback />}>
        <Switch>
          <Route path={`${adminSection.customers.nestedPath}/:id`}>
            {(params) => <CustomerPage customerId={params.id} />}
          </Route>
          <Route path={`${adminSection.scripts.nestedPath}/:id`}>
            {(params) => (
              <ScriptEditorPage scriptId={params.id === NEW_SCRIPT_ID ? null : params.id} />
            )}
          </Route>
          {adminSections.map(({ path, nestedPath }) => {
            const Page = pages[path] as ComponentType;
            return (
              <Route key={path} path={nestedPath}>
                <Page />
              </Route>
            );
          })}
          <Route path={`${adminSection.requests.nestedPath}/:id`}>
            {(params) => <RequestPage key={params.id} requestId={params.id} />}
          </Route>
          <Route path={`${adminSection.support.nestedPath}/:id`}>
            {(params) => <MessagePage key={params.id} messageId={params.id} />}
          </Route>
          <Route>
            <Overview />
          </Route>
        </Switch>
      </Suspense>
    </>
  );
}
