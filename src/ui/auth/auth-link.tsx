import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { styles } from './auth-link.styles';

/**
 * A link of the account screens to a page of the site (`to`, one of `pagePaths`). Drawn with
 * island classes, so the login form's island and the screens around it share it.
 */
export function AuthLink({
  to,
  size = 'md',
  children,
}: {
  to: string;
  size?: 'sm' | 'md';
  children: ReactNode;
}) {
  return (
    <Link href={`~${to}`} className={size === 'sm' ? styles.small : styles.link}>
      {children}
    </Link>
  );
}
