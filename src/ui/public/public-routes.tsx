import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { HomePage } from './home/home-page';

// Every page but the home page is a chunk of its own, loaded when first visited.
const DemoPage = lazy(() => import('./demo/demo-page'));
const PricingPage = lazy(() => import('./pricing/pricing-page'));
const DownloadPage = lazy(() => import('./download-page'));
const ContactPage = lazy(() => import('./contact-page'));
const AboutPage = lazy(() => import('./about-page'));
const TermsPage = lazy(() => import('./legal/terms-page'));
const PrivacyPage = lazy(() => import('./legal/privacy-page'));

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
