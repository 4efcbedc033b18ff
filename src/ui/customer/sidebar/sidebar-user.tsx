import { LuUser } from 'react-icons/lu';
import { customerShell } from '../../../content/customer-navigation';
import { SHELL_SLOT } from '../../components/app-shell-slots';
import { cx } from '../../public/islands/island-styles';
import { sidebarUser as styles } from '../customer-frame.styles';

/** A name's initials as Chakra's avatar draws them: the first and last names' first letters. */
function initialsOf(name: string): string {
  const names = name.trim().split(' ');
  const first = names[0] ?? '';
  const last = names.length > 1 ? (names[names.length - 1] ?? '') : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

/**
 * Who is signed in: initials always, the name too while the sidebar is open. The app shell,
 * drawn before the session is read, has no name (null): a placeholder holds its line.
 */
export function SidebarUser({ open, userName }: { open: boolean; userName: string | null }) {
  return (
    <div className={cx(styles.root, open ? styles.rootOpen : styles.rootClosed)}>
      <div className={styles.avatar} title={userName ?? undefined}>
        <div className={styles.avatarFallback}>
          {userName ? initialsOf(userName) : <LuUser aria-hidden="true" />}
        </div>
      </div>
      {open && (
        <div className={styles.who}>
          <p className={styles.signedInAs}>{customerShell.signedInAs}</p>
          <p
            className={styles.name}
            data-testid="sidebar-user-name"
            {...(userName === null && { [SHELL_SLOT.userName]: customerShell.guest })}
          >
            {userName ?? <span className={styles.namePlaceholder} />}
          </p>
        </div>
      )}
    </div>
  );
}
