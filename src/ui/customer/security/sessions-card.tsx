import { useSelector } from '@xstate/react';
import { securityPage } from '../../../content/security';
import { createSecuritySessionsActors } from '../../../machines/security-sessions/actors';
import { securitySessionsMachine } from '../../../machines/security-sessions/machine';
import {
  selectError,
  selectHasLoaded,
  selectIsBusy,
  selectLoadFailed,
  selectNotice,
  selectSessions,
  selectSigningOut,
  selectSigningOutOthers,
} from '../../../machines/security-sessions/selectors';
import { accountSecurityApi } from '../../../services/account-security';
import { Button } from '../../components/kit/button';
import { useSignedInMachine } from '../../hooks/use-signed-in-machine';
import { IslandAlert } from '../../public/islands/island-form';
import { security as styles } from './security.styles';
import { SecurityCard } from './security-card';
import { SessionRow } from './session-row';

const texts = securityPage.sessions;

/** Every browser session and desktop device signed in with the account. */
export function SessionsCard() {
  const actor = useSignedInMachine(securitySessionsMachine, () =>
    createSecuritySessionsActors(accountSecurityApi),
  );
  const sessions = useSelector(actor, selectSessions);
  const hasLoaded = useSelector(actor, selectHasLoaded);
  const loadFailed = useSelector(actor, selectLoadFailed);
  const busy = useSelector(actor, selectIsBusy);
  const signingOut = useSelector(actor, selectSigningOut);
  const signingOutOthers = useSelector(actor, selectSigningOutOthers);
  const error = useSelector(actor, selectError);
  const notice = useSelector(actor, selectNotice);
  const others = sessions.filter((session) => !session.current);
  return (
    <SecurityCard title={texts.title} description={texts.description}>
      <div className={styles.form} aria-busy={!hasLoaded && !loadFailed}>
        {error ? <IslandAlert status="error" title={error} /> : null}
        {notice && !error ? <IslandAlert status="info" title={notice} /> : null}
        {!hasLoaded && !loadFailed ? <p className={styles.muted}>{texts.loading}…</p> : null}
        {loadFailed ? (
          <div className={styles.actions}>
            <Button variant="outline" onClick={() => actor.send({ type: 'sessions.retry' })}>
              {texts.retry}
            </Button>
          </div>
        ) : null}
      </div>
      {sessions.length > 0 ? (
        <ul className={styles.list} aria-label={texts.listLabel}>
          {sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={busy}
              signingOut={signingOut === session.id}
              onSignOut={() => actor.send({ type: 'sessions.signOut', id: session.id })}
            />
          ))}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <div className={styles.footer}>
          <Button
            variant="outline"
            palette="red"
            disabled={busy}
            loading={signingOutOthers}
            onClick={() => actor.send({ type: 'sessions.signOutOthers' })}
          >
            {texts.signOutOthers}
          </Button>
        </div>
      ) : null}
    </SecurityCard>
  );
}
