import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { isAdmin, pagePaths } from '../../services/contract';
import { loginReturningTo } from '../../services/return-path';
import { useCurrentPath, useReturnPath } from '../hooks/return-path';
import { useIsSignedIn, useSessionUser } from './session-context';

/**
 * Spec section 2: /customer/* needs a session, else /login (`~` leaves a nested router), which
 * brings the person back to this address afterwards (a desktop's activation link, issue 18).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const here = useCurrentPath();
  return useIsSignedIn() ? children : <Redirect to={`~${loginReturningTo(here)}`} replace />;
}

/** Spec section 2: a signed-in person who opens login or sign-up goes to /customer (or back). */
export function RedirectWhenSignedIn({ children }: { children: ReactNode }) {
  const next = useReturnPath();
  return useIsSignedIn() ? <Redirect to={`~${next}`} replace /> : children;
}

/** Issue 17: /admin/* is for operators; anyone else goes to their own area. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  return user && isAdmin(user.roles) ? (
    children
  ) : (
    <Redirect to={`~${pagePaths.customer.area}`} replace />
  );
}
