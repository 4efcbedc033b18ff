import { useSelector } from '@xstate/react';
import { LuOctagonX } from 'react-icons/lu';
import { emergencyStopTexts as texts } from '../../../content/emergency-stop';
import { selectIsStopped, selectLoadFailed } from '../../../machines/emergency-stop/selectors';
import { Button } from '../../components/kit/button';
import { stopTopBar as styles } from './emergency-stop.styles';
import { useEmergencyStop } from './emergency-stop-context';

/**
 * The emergency stop in the top bar on a phone, where a trader away from the desk reaches it
 * from any page: the stop, or while stopped a badge and 'Resume trading'. Nothing where no stop
 * actor runs, or when its state could not be read (the dashboard offers the retry).
 */
export function EmergencyStopTopBar() {
  const actor = useEmergencyStop();
  if (!actor) return null;
  return <TopBarControl actor={actor} />;
}

function TopBarControl({ actor }: { actor: NonNullable<ReturnType<typeof useEmergencyStop>> }) {
  const stopped = useSelector(actor, selectIsStopped);
  const failed = useSelector(actor, selectLoadFailed);
  const known = useSelector(actor, (snapshot) => snapshot.context.state !== null);
  if (failed || !known) return null;
  return (
    <div className={styles.root}>
      {stopped ? (
        <>
          {/* The phone's bar has no room for a badge's words: a red sign, named for readers. */}
          <span role="img" aria-label={texts.stoppedBadge} title={texts.stoppedBadge}>
            <LuOctagonX className={styles.stoppedSign} aria-hidden />
          </span>
          <Button size="xs" palette="green" onClick={() => actor.send({ type: 'resume.request' })}>
            {texts.resumeButton}
          </Button>
        </>
      ) : (
        <Button
          size="xs"
          palette="red"
          aria-label={texts.stopButton}
          onClick={() => actor.send({ type: 'stop.request' })}
        >
          {texts.stopButtonShort}
        </Button>
      )}
    </div>
  );
}
