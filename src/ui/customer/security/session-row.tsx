import { LuMonitor, LuMonitorSmartphone } from 'react-icons/lu';
import { securityPage } from '../../../content/security';
import { describeUserAgent, type SignedInSession } from '../../../services/contract';
import { Badge } from '../../components/kit/badge';
import { Button } from '../../components/kit/button';
import { formatDateTime } from '../../signed-in/format';
import { security as styles } from './security.styles';

const texts = securityPage.sessions;

/** A session in words: 'Chrome on Windows', or the desktop's own name and version. */
const nameOf = (session: SignedInSession) => {
  if (session.kind === 'device') return session.userAgent;
  const { browser, system } = describeUserAgent(session.userAgent);
  return texts.browserOn(browser, system);
};

const when = (epochMs: number) => formatDateTime(new Date(epochMs).toISOString());

type SessionRowProps = {
  session: SignedInSession;
  /** A sign-out is under way: no other may start. */
  busy: boolean;
  signingOut: boolean;
  onSignOut: () => void;
};

/** One browser or desktop: what it is, when it signed in and was last used, its sign-out. */
export function SessionRow({ session, busy, signingOut, onSignOut }: SessionRowProps) {
  const name = nameOf(session);
  const Icon = session.kind === 'device' ? LuMonitor : LuMonitorSmartphone;
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <Icon className={styles.rowIcon} aria-hidden="true" focusable="false" />
        <div className={styles.rowText}>
          <span className={styles.rowTitle}>
            <span>{name}</span>
            {session.current ? <Badge palette="green">{texts.thisBrowser}</Badge> : null}
            {session.kind === 'device' ? <Badge>{texts.desktop}</Badge> : null}
          </span>
          <span className={styles.muted}>
            {texts.signedIn(when(session.createdAt))} · {texts.lastUsed(when(session.lastUsedAt))}
          </span>
        </div>
      </div>
      {session.current ? null : (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          loading={signingOut}
          aria-label={texts.signOutNamed(name)}
          onClick={onSignOut}
        >
          {texts.signOut}
        </Button>
      )}
    </li>
  );
}
