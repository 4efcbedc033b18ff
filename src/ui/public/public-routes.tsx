import { Route, Switch } from 'wouter';
import { byPath, type PublicPageId } from '../../services/contract';
import { type LazyPage, lazyPage } from '../app/lazy-page';
import { HomePage } from './home/home-page';

/**
 * Every public page's view by its id in the page registry, the home page aside (the fallback
 * below). Each is a chunk of its own, loaded when the single-page app first shows it (the
 * server draws these pages whole, as islands).
 */
const publicPages = {
  installation: lazyPage(() => import('./demo/demo-page')),
  pricing: lazyPage(() => import('./pricing/pricing-page')),
  download: lazyPage(() => import('./download-page')),
  contact: lazyPage(() => import('./contact-page')),
  about: lazyPage(() => import('./about-page')),
  terms: lazyPage(() => import('./legal/terms-page')),
  privacy: lazyPage(() => import('./legal/privacy-page')),
} satisfies Record<Exclude<PublicPageId, 'home'>, LazyPage>;

/** Spec section 2: the public shell's pages; any other path shows the home content. */
export function PublicRoutes() {
  return (
    <Switch>
      {byPath(publicPages).map(([path, page]) => (
        <Route key={path} path={path} component={page} />
      ))}
      <Route>
        <HomePage />
      </Route>
    </Switch>
  );
}
