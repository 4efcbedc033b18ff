import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { pagePaths } from '../../services/contract';
import { useIsSignedIn } from './session-context';

/** Spec section 2: /customer/* needs a session, else /login (`~` leaves a nested router). */
export function RequireSession({ children }: { children: ReactNode }) {
  return useIsSignedIn() ? children : <Redirect to={`~${pagePaths.login}`} replace />;
}

/** Spec section 2: a signed-in person who opens login or sign-up goes to /customer. */
export function RedirectWhenSignedIn({ children }: { children: ReactNode }) {
  return useIsSignedIn() ? <Redirect to={`~${pagePaths.customer.area}`} replace /> : children;
}
