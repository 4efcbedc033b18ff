import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { type AccountPageId, byPath, pagePaths, signedOutOnlyPaths } from '../../services/contract';
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
const SignupPage = chakraPage(() => import('../auth/signup-page'));

/** The account screens, by their ids in the page registry. */
const accountPages = byPath({
  signup: SignupPage,
  register: SignupPage,
  login: chakraPage(() => import('../auth/login-page')),
  resetPassword: chakraPage(() => import('../auth/reset-password-page')),
} satisfies Record<AccountPageId, LazyPage>);

/**
 * Loads the chunk of the page at `path`, so it hydrates in one pass. Only the account screens
 * arrive prerendered for the app to hydrate whole: the public pages and the login are islands.
 */
export function loadPageChunk(path: string): Promise<void> {
  return accountPages.find(([pagePath]) => pagePath === path)?.[1].preload() ?? Promise.resolve();
}

/** An account screen, drawn with Chakra; a sign-in page sends a signed-in person on. */
function AccountScreen({ path, Page }: { path: string; Page: LazyPage }) {
  const screen = (
    <WithChakra>
      <Page />
    </WithChakra>
  );
  return signedOutOnlyPaths.includes(path) ? (
    <RedirectWhenSignedIn>{screen}</RedirectWhenSignedIn>
  ) : (
    screen
  );
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
        {accountPages.map(([path, Page]) => (
          <Route key={path} path={path}>
            <AccountScreen path={path} Page={Page} />
          </Route>
        ))}
        <Route>
          <WithChakra>
            <PublicShell />
          </WithChakra>
        </Route>
      </Switch>
    </Suspense>
  );
}
