import { Route, Switch } from 'wouter';
import { pagePaths } from '../../services/contract';
import { lazyPage } from '../app/lazy-page';
import { HomePage } from './home/home-page';

/**
 * Every page but the home page is a chunk of its own, loaded when the single-page app first
 * shows it (the server draws these pages whole, as islands).
 */
const publicPages = {
  [pagePaths.installation]: lazyPage(() => import('./demo/demo-page')),
  [pagePaths.pricing]: lazyPage(() => import('./pricing/pricing-page')),
  [pagePaths.download]: lazyPage(() => import('./download-page')),
  [pagePaths.contact]: lazyPage(() => import('./contact-page')),
  [pagePaths.about]: lazyPage(() => import('./about-page')),
  [pagePaths.terms]: lazyPage(() => import('./legal/terms-page')),
  [pagePaths.privacy]: lazyPage(() => import('./legal/privacy-page')),
};

/** Spec section 2: the public shell's pages; any other path shows the home content. */
export function PublicRoutes() {
  return (
    <Switch>
      {Object.entries(publicPages).map(([path, page]) => (
        <Route key={path} path={path} component={page} />
      ))}
      <Route>
        <HomePage />
      </Route>
    </Switch>
  );
}
