import { Route, Switch } from 'wouter';
import { lazyPage } from '../app/lazy-page';
import { HomePage } from './home/home-page';

/**
 * Every page but the home page is a chunk of its own, loaded when first visited, or before
 * hydrating when the page arrived prerendered.
 */
export const publicPages = {
  '/demo': lazyPage(() => import('./demo/demo-page')),
  '/pricing': lazyPage(() => import('./pricing/pricing-page')),
  '/download': lazyPage(() => import('./download-page')),
  '/contact-us': lazyPage(() => import('./contact-page')),
  '/about-us': lazyPage(() => import('./about-page')),
  '/terms-and-condition': lazyPage(() => import('./legal/terms-page')),
  '/privacy-policy': lazyPage(() => import('./legal/privacy-page')),
};

/** Spec section 2: the public shell's pages; any other path shows the home content. */
export function PublicRoutes() {
  return (
    <Switch>
      <Route path="/demo" component={publicPages['/demo']} />
      <Route path="/pricing" component={publicPages['/pricing']} />
      <Route path="/download" component={publicPages['/download']} />
      <Route path="/contact-us" component={publicPages['/contact-us']} />
      <Route path="/about-us" component={publicPages['/about-us']} />
      <Route path="/terms-and-condition" component={publicPages['/terms-and-condition']} />
      <Route path="/privacy-policy" component={publicPages['/privacy-policy']} />
      <Route>
        <HomePage />
      </Route>
    </Switch>
  );
}
