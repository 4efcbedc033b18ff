import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { pagePaths } from '../../services/contract';
import type { signedOutOnlyPaths } from '../../services/page-registry';
import { RouteFallback } from '../components/route-fallback';
import type { LazyPage } from './lazy-page';
import { RedirectWhenSignedIn, RequireAdmin, RequireSession } from './route-guards';
import { AdminArea, CustomerArea } from './signed-in-area';
import { chakraPage, WithChakra } from './with-chakra';

// The account screens and the customer area are chunks of their own: the home page never
// loads them. The public shell is one too: its pages are islands pages the server draws, so
// the single-page app shows it only for a hash route or a link followed from inside the app,
// and the sign-in pages and the signed-in area start without evaluating it (BENCHMARKS.md).
const PublicShell = chakraPage(async () => ({
  default: (await import('../public/public-shell')).PublicShell,
}));
const LoginPage = chakraPage(() => import('../auth/login-page'));
const SignupPage = chakraPage(() => import('../auth/signup-page'));
const ResetPasswordPage = chakraPage(() => import('../auth/reset-password-page'));

const signedOutOnlyPages: Record<(typeof signedOutOnlyPaths)[number], LazyPage> = {
  [pagePaths.signup]: SignupPage,
  [pagePaths.register]: SignupPage,
  [pagePaths.login]: LoginPage,
};

/**
 * Loads the chunk of the page at `path`, so it hydrates in one pass. Only the account screens
 * arrive prerendered for the app to hydrate whole: the public pages and the login are islands.
 */
export function loadPageChunk(path: string): Promise<void> {
  const accountPages: Record<string, LazyPage> = {
    ...signedOutOnlyPages,
    [pagePaths.resetPassword]: ResetPasswordPage,
  };
  return accountPages[path]?.preload() ?? Promise.resolve();
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
              <WithChakra>
                <Page />
              </WithChakra>
            </RedirectWhenSignedIn>
          </Route>
        ))}
        <Route path={pagePaths.resetPassword}>
          <WithChakra>
            <ResetPasswordPage />
          </WithChakra>
        </Route>
        <Route>
          <WithChakra>
            <PublicShell />
          </WithChakra>
        </Route>
      </Switch>
    </Suspense>
  );
}
