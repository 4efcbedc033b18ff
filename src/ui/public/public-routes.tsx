import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { HomePage } from './home/home-page';

/**
 * Every page but the home page is a chunk of its own, loaded when first visited, or before
 * hydrating when the page arrived prerendered.
 */
export const publicPageChunks = {
  '/demo': () => import('./demo/demo-page'),
  '/pricing': () => import('./pricing/pricing-page'),
  '/download': () => import('./download-page'),
  '/contact-us': () => import('./contact-page'),
  '/about-us': () => import('./about-page'),
  '/terms-and-condition': () => import('./legal/terms-page'),
  '/privacy-policy': () => import('./legal/privacy-page'),
};

const DemoPage = lazy(publicPageChunks['/demo']);
const PricingPage = lazy(publicPageChunks['/pricing']);
const DownloadPage = lazy(publicPageChunks['/download']);
const ContactPage = lazy(publicPageChunks['/contact-us']);
const AboutPage = lazy(publicPageChunks['/about-us']);
const TermsPage = lazy(publicPageChunks['/terms-and-condition']);
const PrivacyPage = lazy(publicPageChunks['/privacy-policy']);

/** Spec section 2: the public shell's pages; any other path shows the home content. */
export function PublicRoutes() {
  return (
    <Switch>
      <Route path="/demo" component={DemoPage} />
      <Route path="/pricing" component={PricingPage} />
      <Route path="/download" component={DownloadPage} />
      <Route path="/contact-us" component={ContactPage} />
      <Route path="/about-us" component={AboutPage} />
      <Route path="/terms-and-condition" component={TermsPage} />
      <Route path="/privacy-policy" component={PrivacyPage} />
      <Route>
        <HomePage />
      </Route>
    </Switch>
  );
}
