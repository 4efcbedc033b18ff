import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { RouteFallback } from '../components/route-fallback';
import { PublicShell } from '../public/public-shell';
import { RedirectWhenSignedIn, RequireSession } from './route-guards';

// The account screens and the customer area are chunks of their own: the home page never
// loads them.
const LoginPage = lazy(() => import('../auth/login-page'));
const SignupPage = lazy(() => import('../auth/signup-page'));
const ResetPasswordPage = lazy(() => import('../auth/reset-password-page'));
const CustomerArea = lazy(() => import('../customer/customer-area'));

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
