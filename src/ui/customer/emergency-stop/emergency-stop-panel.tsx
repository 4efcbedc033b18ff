import { useSelector } from '@xstate/react';
import { LuOctagonX } from 'react-icons/lu';
import { stoppedSince, emergencyStopTexts as texts } from '../../../content/emergency-stop';
import {
  selectChangedAt,
  selectIsLoading,
  selectIsStopped,
  selectLoadFailed,
} from '../../../machines/emergency-stop/selectors';
import { Button } from '../../components/kit/button';
import { cx } from '../../public/islands/island-styles';
import { stopPanel as styles } from './emergency-stop.styles';
import { useEmergencyStop } from './emergency-stop-context';

/**
 * The emergency stop on the dashboard and the Devices page: what holds now, and the one button
 * that changes it (confirmed in the area's dialog). Nothing where no stop actor runs.
 */
export function EmergencyStopPanel({ className }: { className?: string }) {
  const actor = useEmergencyStop();
  if (!actor) return null;
  return <Panel actor={actor} className={className} />;
}

function Panel({
  actor,
  className,
}: {
  actor: NonNullable<ReturnType<typeof useEmergencyStop>>;
  className?: string;
}) {
  const stopped = useSelector(actor, selectIsStopped);
  const changedAt = useSelector(actor, selectChangedAt);
  const loading = useSelector(actor, selectIsLoading);
  const loadFailed = useSelector(actor, selectLoadFailed);
  let line: string = texts.running;
  if (loading) line = texts.loading;
  else if (loadFailed) line = texts.loadFailed;
  else if (stopped) line = texts.stopped(stoppedSince(changedAt));
  return (
    <section
      className={cx(styles.root, stopped && styles.stopped, className)}
      aria-labelledby="emergency-stop-title"
      data-testid="emergency-stop"
      data-stopped={stopped ? 'true' : 'false'}
    >
      <div className={styles.text}>
        <h2 id="emergency-stop-title" className={styles.title}>
          <LuOctagonX className={styles.icon} aria-hidden />
          {stopped ? texts.stoppedBadge : texts.title}
        </h2>
        <p className={stopped ? styles.stoppedLine : styles.line} role="status">
          {line}
        </p>
      </div>
      <div className={styles.actions}>
        {loadFailed ? (
          <Button
            variant="outline"
            className={styles.button}
            onClick={() => actor.send({ type: 'stop.retry' })}
          >
            {texts.retry}
          </Button>
        ) : stopped ? (
          <Button
            palette="green"
            className={styles.button}
            onClick={() => actor.send({ type: 'resume.request' })}
          >
            {texts.resumeButton}
          </Button>
        ) : (
          <Button
            palette="red"
            className={styles.button}
            disabled={loading}
            onClick={() => actor.send({ type: 'stop.request' })}
          >
            {texts.stopButton}
          </Button>
        )}
      </div>
    </section>
  );
}
