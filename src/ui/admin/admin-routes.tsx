import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { adminSection, nestedAdminPath } from '../../content/admin-navigation';
import { byPath, NEW_SCRIPT_ID, type OperatorPageId } from '../../services/contract';
import { RouteFallback } from '../components/route-fallback';
import { AdminNav } from './admin-nav';

/** The pages of one request or message, each in a chunk of its own. */
const RequestPage = lazy(() => import('./requests/request-page'));
const MessagePage = lazy(() => import('./support/message-page'));

/** Each console section's page, by its id in the page registry, in a chunk of its own. */
const pageViews = {
  adminOverview: lazy(() => import('./overview/overview-page')),
  adminScripts: lazy(() => import('./scripts/scripts-page')),
  adminRequests: lazy(() => import('./requests/requests-page')),
  adminSupport: lazy(() => import('./support/support-page')),
  adminCustomers: lazy(() => import('./customers/customers-page')),
  adminReleases: lazy(() => import('./releases/releases-page')),
  adminAudit: lazy(() => import('./audit/audit-page')),
} satisfies Record<OperatorPageId, ComponentType>;
const CustomerPage = lazy(() => import('./customers/customer-page'));
const ScriptEditorPage = lazy(() => import('./scripts/script-editor-page'));

/** The operator console under /admin (paths inside the nested router); others show the overview. */
export default function AdminRoutes() {
  const Overview = pageViews.adminOverview;
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
          {byPath(pageViews).map(([path, Page]) => (
            <Route key={path} path={nestedAdminPath(path)}>
              <Page />
            </Route>
          ))}
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
