import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { pagePaths } from '../../services/contract';
import { RouteFallback } from '../components/route-fallback';
import { publicPages } from '../public/public-routes';
import { PublicShell } from '../public/public-shell';
import { type LazyPage, lazyPage } from './lazy-page';
import { RedirectWhenSignedIn, RequireAdmin, RequireSession } from './route-guards';
import { AdminArea, CustomerArea } from './signed-in-area';

// The account screens and the customer area are chunks of their own: the home page never
// loads them.
const LoginPage = lazyPage(() => import('../auth/login-page'));
const SignupPage = lazyPage(() => import('../auth/signup-page'));
const ResetPasswordPage = lazyPage(() => import('../auth/reset-password-page'));

/** Pages a signed-in person never sees: they go on to /customer instead. */
const signedOutOnlyPages: Record<string, LazyPage> = {
  [pagePaths.signup]: SignupPage,
  [pagePaths.register]: SignupPage,
  [pagePaths.login]: LoginPage,
};
export const SIGNED_OUT_ONLY_PATHS: readonly string[] = Object.keys(signedOutOnlyPages);

/** Loads the chunk of the page at `path`, if it has one, so it hydrates in one pass. */
export function loadPageChunk(path: string): Promise<void> {
  const pages: Record<string, LazyPage> = {
    ...publicPages,
    ...signedOutOnlyPages,
    [pagePaths.resetPassword]: ResetPasswordPage,
  };
  return pages[path]?.preload() ?? Promise.resolve();
}

/** The top-level table of spec section 2. */
export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        <Route path={pagePaths.customer.area} nest>
          <RequireSession>
            <CustomerArea />
          </RequireSession>
        </Route>
        <Route path={pagePaths.admin.overview} nest>
          <RequireSession>
            <RequireAdmin>
              <AdminArea />
            </RequireAdmin>
          </RequireSession>
        </Route>
        {Object.entries(signedOutOnlyPages).map(([path, Page]) => (
          <Route key={path} path={path}>
            <RedirectWhenSignedIn>
              <Page />
            </RedirectWhenSignedIn>
          </Route>
        ))}
        <Route path={pagePaths.resetPassword}>
          <ResetPasswordPage />
        </Route>
        <Route>
          <PublicShell />
        </Route>
      </Switch>
    </Suspense>
  );
}
