import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { RouteFallback } from '../components/route-fallback';
import { publicPageChunks } from '../public/public-routes';
import { PublicShell } from '../public/public-shell';
import { RedirectWhenSignedIn, RequireSession } from './route-guards';

// The account screens and the customer area are chunks of their own: the home page never
// loads them.
const accountPageChunks = {
  '/login': () => import('../auth/login-page'),
  '/signup': () => import('../auth/signup-page'),
  '/register': () => import('../auth/signup-page'),
  '/reset-password': () => import('../auth/reset-password-page'),
};
const LoginPage = lazy(accountPageChunks['/login']);
const SignupPage = lazy(accountPageChunks['/signup']);
const ResetPasswordPage = lazy(accountPageChunks['/reset-password']);
const CustomerArea = lazy(() => import('../customer/customer-area'));

/** Loads the chunk of the page at `path`, if it has one, so it can hydrate without waiting. */
export function loadPageChunk(path: string): Promise<unknown> {
  const chunks: Record<string, () => Promise<unknown>> = {
    ...publicPageChunks,
    ...accountPageChunks,
  };
  return chunks[path]?.() ?? Promise.resolve();
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
