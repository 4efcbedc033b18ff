import { LuLogOut } from 'react-icons/lu';
import { customerShell } from '../../content/customer-navigation';
import { topBar } from './customer-frame.styles';

/** The customer area's top bar: where the person is, and Sign Out at the right (spec section 2). */
export function CustomerTopBar({
  pageLabel,
  onSignOut,
}: {
  pageLabel: string | undefined;
  onSignOut: () => void;
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
      <button type="button" className={topBar.signOut} onClick={onSignOut}>
        <LuLogOut /> {customerShell.signOut}
      </button>
    </header>
  );
}
