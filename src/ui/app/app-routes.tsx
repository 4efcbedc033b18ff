import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { RouteFallback } from '../components/route-fallback';
import { publicPages } from '../public/public-routes';
import { PublicShell } from '../public/public-shell';
import { type LazyPage, lazyPage } from './lazy-page';
import { RedirectWhenSignedIn, RequireSession } from './route-guards';

// The account screens and the customer area are chunks of their own: the home page never
// loads them.
const accountPages = {
  '/login': lazyPage(() => import('../auth/login-page')),
  '/signup': lazyPage(() => import('../auth/signup-page')),
  '/reset-password': lazyPage(() => import('../auth/reset-password-page')),
};
const LoginPage = accountPages['/login'];
const SignupPage = accountPages['/signup'];
const ResetPasswordPage = accountPages['/reset-password'];
const CustomerArea = lazy(() => import('../customer/customer-area'));

/** Loads the chunk of the page at `path`, if it has one, so it hydrates in one pass. */
export function loadPageChunk(path: string): Promise<void> {
  const pages: Record<string, LazyPage> = {
    ...publicPages,
    ...accountPages,
    '/register': SignupPage,
  };
  return pages[path]?.preload() ?? Promise.resolve();
}

/** Pages a signed-in person never sees: they go on to /customer instead. */
export const SIGNED_OUT_ONLY_PATHS: readonly string[] = ['/login', '/signup', '/register'];

/** The top-level table of spec section 2. */
export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        <Route path="/customer" nest>
          <RequireSession>
            <CustomerArea />
          </RequireSession>
        </Route>
        <Route path="/signup">
          <RedirectWhenSignedIn>
            <SignupPage />
          </RedirectWhenSignedIn>
        </Route>
        <Route path="/register">
          <RedirectWhenSignedIn>
            <SignupPage />
          </RedirectWhenSignedIn>
        </Route>
        <Route path="/login">
          <RedirectWhenSignedIn>
            <LoginPage />
          </RedirectWhenSignedIn>
        </Route>
        <Route path="/reset-password">
          <ResetPasswordPage />
        </Route>
        <Route>
          <PublicShell />
        </Route>
      </Switch>
    </Suspense>
  );
}
