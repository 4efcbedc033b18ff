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
import { useElementId } from '../../hooks/use-element-id';
import { cx } from '../../public/islands/island-styles';
import { kit } from '../../public/islands/kit.styles';
import { stopPanel as styles } from './emergency-stop.styles';
import { type EmergencyStopActor, useEmergencyStop } from './emergency-stop-context';

type PanelState = 'loading' | 'failed' | 'trading' | 'stopped';

/**
 * The emergency stop on the dashboard and the Devices page: what holds now, and the one button
 * that changes it (confirmed in the area's dialog). Where no stop actor runs yet (the app shell
 * the build draws), it is drawn as while its state is read, so the page does not move when the
 * app takes over.
 */
export function EmergencyStopPanel({ className }: { className?: string }) {
  const actor = useEmergencyStop();
  if (!actor) return <PanelView state="loading" className={className} />;
  return <LivePanel actor={actor} className={className} />;
}

function LivePanel({ actor, className }: { actor: EmergencyStopActor; className?: string }) {
  const stopped = useSelector(actor, selectIsStopped);
  const changedAt = useSelector(actor, selectChangedAt);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectLoadFailed);
  let state: PanelState = stopped ? 'stopped' : 'trading';
  if (loading) state = 'loading';
  else if (failed) state = 'failed';
  return (
    <PanelView
      state={state}
      changedAt={changedAt}
      className={className}
      onPress={(type) => actor.send({ type })}
    />
  );
}

/** One look per state, all of one size: only the title, the colours and the button change. */
function PanelView(props: {
  state: PanelState;
  changedAt?: number;
  className?: string;
  onPress?: (event: 'stop.request' | 'resume.request' | 'stop.retry') => void;
}) {
  const { state, onPress } = props;
  const titleId = useElementId();
  const stopped = state === 'stopped';
  const said = {
    loading: texts.loading,
    failed: texts.loadFailed,
    trading: texts.running,
    stopped: texts.stopped(stoppedSince(props.changedAt ?? 0)),
  }[state];
  const title = { loading: texts.title, failed: texts.unavailable, trading: texts.title }[
    state as Exclude<PanelState, 'stopped'>
  ];
  return (
    <section
      className={cx(styles.root, stopped && styles.stopped, props.className)}
      aria-labelledby={titleId}
      data-testid="emergency-stop"
      data-state={state}
    >
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          <LuOctagonX className={styles.icon} aria-hidden />
          {stopped ? texts.stoppedBadge : title}
        </h2>
        <p className={styles.line}>
          {stopped ? texts.stoppedAbout(stoppedSince(props.changedAt ?? 0)) : texts.about}
        </p>
        <p className={kit.srOnly} role="status">
          {said}
        </p>
      </div>
      <div className={styles.actions}>
        {state === 'failed' && (
          <Button
            variant="outline"
            className={styles.button}
            onClick={() => onPress?.('stop.retry')}
          >
            {texts.retry}
          </Button>
        )}
        {stopped && (
          <Button
            palette="green"
            className={styles.button}
            onClick={() => onPress?.('resume.request')}
          >
            {texts.resumeButton}
          </Button>
        )}
        {(state === 'trading' || state === 'loading') && (
          <Button
            palette="red"
            className={styles.button}
            disabled={state === 'loading'}
            onClick={() => onPress?.('stop.request')}
          >
            {texts.stopButton}
          </Button>
        )}
      </div>
    </section>
  );
}
