import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { releasesConsole as texts } from '../../../content/admin/releases';
import { adminSection } from '../../../content/admin-navigation';
import { createAdminReleasesActors } from '../../../machines/admin-releases/actors';
import { adminReleasesMachine } from '../../../machines/admin-releases/machine';
import {
  selectError,
  selectHasLoaded,
  selectIsLoading,
  selectLoadFailed,
  selectMinimumVersion,
  selectNotice,
  selectReleases,
} from '../../../machines/admin-releases/selectors';
import {
  selectIsDone,
  selectIsRunning,
  selectRequest,
} from '../../../machines/confirmed-action/selectors';
import { releaseFormMachine } from '../../../machines/release-form/machine';
import { createReleaseRolloutActors } from '../../../machines/release-rollout/actors';
import { releaseRolloutMachine } from '../../../machines/release-rollout/machine';
import {
  selectIsDone as selectRolloutDone,
  selectRequest as selectRolloutRequest,
  selectIsRunning as selectRolloutRunning,
  selectValue,
} from '../../../machines/release-rollout/selectors';
import {
  adminReleasesApi,
  type ReleaseChangeRequest,
  type RolloutRequest,
} from '../../../services/admin-releases';
import { signedInImplementations, useSessionActor } from '../../app/session-context';
import { Button } from '../../components/kit/button';
import { useMachineActor } from '../../hooks/use-machine-actor';
import { ActionAlerts } from '../../signed-in/action-alerts';
import { ListLoadStatus } from '../../signed-in/list-load-status';
import { AdminSectionHeader } from '../admin-section-header';
import { ConfirmedActionDialog } from '../components/confirmed-action-dialog';
import { useConfirmedAction } from '../components/use-confirmed-action';
import { MinimumVersionCard } from './minimum-version-card';
import { ReleaseFormDialog } from './release-form-dialog';
import { ReleaseList } from './release-list';
import { releasesPage as styles } from './releases.styles';
import { RolloutDialog } from './rollout-dialog';

/** Today in UTC, as a date input writes it: a new release's default date. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * /admin/releases (issues 18 and 36): the desktop versions with their rollout, downloads and
 * devices; publish and withdraw, raise, halt and yank a rollout, and the minimum version.
 */
export default function ReleasesPage() {
  const session = useSessionActor();
  const [implementations] = useState(() => ({
    actors: createAdminReleasesActors(adminReleasesApi),
    actions: signedInImplementations(session).actions,
  }));
  const list = useMachineActor(adminReleasesMachine, { provide: () => implementations });
  // A saved draft reloads the list, which says so.
  const form = useMachineActor(releaseFormMachine, {
    provide: () => ({
      actors: implementations.actors,
      actions: {
        ...implementations.actions,
        created: (_, version) => list.send({ type: 'releases.created', version }),
      },
    }),
    input: { today: today() },
  });
  const reload = () => list.send({ type: 'releases.reload' });
  const change = useConfirmedAction<ReleaseChangeRequest>(adminReleasesApi.change, reload);
  const rollout = useMachineActor(releaseRolloutMachine, {
    provide: () => ({
      actors: createReleaseRolloutActors(adminReleasesApi),
      actions: { endSession: implementations.actions.endSession, actionDone: reload },
    }),
  });
  const releases = useSelector(list, selectReleases);
  const minimumVersion = useSelector(list, selectMinimumVersion);
  const hasLoaded = useSelector(list, selectHasLoaded);
  const error = useSelector(list, selectError);
  const notice = useSelector(list, selectNotice);
  const isLoading = useSelector(list, selectIsLoading);
  const loadFailed = useSelector(list, selectLoadFailed);
  const request = useSelector(change, selectRequest<ReleaseChangeRequest>);
  const running = useSelector(change, selectIsRunning);
  const done = useSelector(change, selectIsDone);
  const rolloutRequest = useSelector(rollout, selectRolloutRequest);
  const rolloutValue = useSelector(rollout, selectValue);
  const rolloutRunning = useSelector(rollout, selectRolloutRunning);
  const rolloutDone = useSelector(rollout, selectRolloutDone);
  const confirmation = texts.confirmations[request?.change ?? 'publish'](request?.version ?? '');
  const changed = done && request ? texts.changed[request.change](request.version) : null;
  const rolledOut =
    rolloutDone && rolloutRequest ? texts.rolledOut(rolloutRequest, rolloutValue) : null;
  const busy = running || rolloutRunning;
  // One outcome shows at a time: opening a change puts the other's away.
  const openRollout = (next: RolloutRequest) => {
    change.send({ type: 'action.dismiss' });
    rollout.send({ type: 'rollout.open', request: next });
  };

  return (
    <div className={styles.page}>
      <AdminSectionHeader
        section={adminSection.releases}
        action={
          <Button palette="brand" onClick={() => form.send({ type: 'form.open' })}>
            {texts.newRelease}
          </Button>
        }
      />
      <ActionAlerts notice={rolledOut ?? changed ?? notice} error={error} />
      <ListLoadStatus
        loading={isLoading && !hasLoaded}
        failed={loadFailed}
        texts={texts}
        onRetry={() => list.send({ type: 'releases.retry' })}
      />
      {hasLoaded ? (
        <MinimumVersionCard
          minimumVersion={minimumVersion}
          busy={busy}
          onChange={() => openRollout({ kind: 'minimumVersion', current: minimumVersion })}
        />
      ) : null}
      {hasLoaded && releases.length === 0 ? <p className={styles.empty}>{texts.empty}</p> : null}
      {releases.length > 0 ? (
        <ReleaseList
          releases={releases}
          changingVersion={running ? (request?.version ?? null) : null}
          busy={busy}
          onChange={(version, what) => {
            rollout.send({ type: 'rollout.dismiss' });
            change.send({ type: 'action.request', request: { version, change: what } });
          }}
          onRollout={openRollout}
        />
      ) : null}
      <ConfirmedActionDialog
        action={change}
        title={confirmation.title}
        text={confirmation.text}
        confirmLabel={confirmation.confirmLabel}
        tone={request?.change === 'withdraw' ? 'danger' : 'primary'}
      />
      <RolloutDialog actor={rollout} />
      <ReleaseFormDialog actor={form} />
    </div>
  );
}
