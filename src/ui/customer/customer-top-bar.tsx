import type { ReactNode } from 'react';
import { LuLogOut } from 'react-icons/lu';
import { customerShell } from '../../content/customer-navigation';
import { topBar } from './customer-frame.styles';

/** The customer area's top bar: where the person is, and Sign Out at the right (spec section 2). */
export function CustomerTopBar({
  pageLabel,
  onSignOut,
  action,
}: {
  pageLabel: string | undefined;
  onSignOut: () => void;
  /** Beside Sign Out: the emergency stop on a phone, once the app runs. */
  action?: ReactNode;
}) {
  return (
    <header className={topBar.root}>
      <p className={topBar.place}>
        <span className={topBar.portal}>
          {customerShell.portal}
          {pageLabel && ' / '}
        </span>
        {pageLabel && <span className={topBar.page}>{pageLabel}</span>}
      </p>
      {action}
      <button type="button" className={topBar.signOut} onClick={onSignOut}>
        <LuLogOut /> {customerShell.signOut}
      </button>
    </header>
  );
}
