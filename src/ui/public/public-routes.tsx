import { Route, Switch } from 'wouter';
import { BRAND_NAME } from '../../content/brand';
import { ComingSoon } from '../components/coming-soon';
import { HomePage } from './home-page';

/** Public pages still to be written; each shows its title until its page lands. */
const upcomingPages = [
  { path: '/demo', title: 'Installation Guide' },
  { path: '/pricing', title: 'Pricing' },
  { path: '/download', title: 'Download' },
  { path: '/contact-us', title: 'Contact Us' },
  { path: '/about-us', title: 'About Us' },
  { path: '/terms-and-condition', title: 'Terms and Conditions' },
  { path: '/privacy-policy', title: 'Privacy Policy' },
];

/** Spec section 2: the public shell's pages; any other path shows the home content. */
export function PublicRoutes() {
  return (
    <Switch>
      {upcomingPages.map((page) => (
        <Route key={page.path} path={page.path}>
          <title>{`${page.title} · ${BRAND_NAME}`}</title>
          <ComingSoon title={page.title} />
        </Route>
      ))}
      <Route>
        <HomePage />
      </Route>
    </Switch>
  );
}
