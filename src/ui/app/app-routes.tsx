import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ComingSoon } from '../components/coming-soon';
import { RouteFallback } from '../components/route-fallback';
import { PublicShell } from '../public/public-shell';

/** The top-level table of spec section 2; the auth and customer areas load on demand. */
export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        <Route path="/customer" nest>
          <Standalone title="Customer Portal" />
        </Route>
        <Route path="/signup">
          <Standalone title="Create Account" />
        </Route>
        <Route path="/register">
          <Standalone title="Create Account" />
        </Route>
        <Route path="/login">
          <Standalone title="Customer Login" />
        </Route>
        <Route path="/reset-password">
          <Standalone title="Reset Password" />
        </Route>
        <Route>
          <PublicShell />
        </Route>
      </Switch>
    </Suspense>
  );
}

function Standalone({ title }: { title: string }) {
  return (
    <Box as="main" minH="100dvh">
      <title>{title}</title>
      <ComingSoon title={title} />
    </Box>
  );
}
