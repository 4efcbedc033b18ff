import { useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { authNav, headerNav } from '../../content/navigation';
import { siteShell } from '../../content/site-shell';
import { Logo } from '../components/logo';
import { NavLinks } from '../components/nav-link';
import { defineIsland } from './islands/island';
import { IslandDialog } from './islands/island-dialog';
import { styles } from './mobile-nav.styles';

/**
 * The collapsed menu under 768 px: a button that opens a drawer holding the header's links,
 * Log In and Sign up. The drawer closes whenever a link inside is followed.
 */
export const MobileNav = defineIsland('mobile-nav', function MobileNav() {
  // Open/closed is presentation only.
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-label={siteShell.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <LuMenu aria-hidden="true" />
      </button>
      <IslandDialog
        open={open}
        onClose={close}
        placement="end"
        title={<Logo size={28} />}
        closeLabel={siteShell.closeMenu}
      >
        <nav aria-label={siteShell.mobileNavLabel} className={styles.links}>
          <NavLinks items={headerNav} look="drawer" onClick={close} />
        </nav>
        <div className={styles.accountLinks}>
          <RouterLink href={authNav.login.href} className={styles.login} onClick={close}>
            {authNav.login.label}
          </RouterLink>
          <RouterLink href={authNav.signup.href} className={styles.signup} onClick={close}>
            {authNav.signup.label}
          </RouterLink>
        </div>
      </IslandDialog>
    </>
  );
});
