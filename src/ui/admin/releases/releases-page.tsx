import { Button, Stack, Text } from '@chakra-ui/react';
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
  selectNotice,
  selectReleases,
} from '../../../machines/admin-releases/selectors';
import {
  selectIsDone,
  selectIsRunning,
  selectRequest,
} from '../../../machines/confirmed-action/selectors';
import { releaseFormMachine } from '../../../machines/release-form/machine';
import { adminReleasesApi, type ReleaseChangeRequest } from '../../../services/admin-releases';
import { signedInImplementations, useSessionActor } from '../../app/session-context';
import { useMachineActor } from '../../hooks/use-machine-actor';
import { ActionAlerts } from '../../signed-in/action-alerts';
import { ListLoadStatus } from '../../signed-in/list-load-status';
import { AdminSectionHeader } from '../admin-section-header';
import { ConfirmedActionDialog } from '../components/confirmed-action-dialog';
import { useConfirmedAction } from '../components/use-confirmed-action';
import { ReleaseFormDialog } from './release-form-dialog';
import { ReleaseList } from './release-list';

/** Today in UTC, as a date input writes it: a new release's default date. */
const today = () => new Date().toISOString().slice(0, 10);

/** /admin/releases (issue 18): the desktop versions, their downloads, publish and withdraw. */
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
  const change = useConfirmedAction<ReleaseChangeRequest>(adminReleasesApi.change, () =>
    list.send({ type: 'releases.reload' }),
  );
  const releases = useSelector(list, selectReleases);
  const hasLoaded = useSelector(list, selectHasLoaded);
  const error = useSelector(list, selectError);
  const notice = useSelector(list, selectNotice);
  const isLoading = useSelector(list, selectIsLoading);
  const loadFailed = useSelector(list, selectLoadFailed);
  const request = useSelector(change, selectRequest<ReleaseChangeRequest>);
  const running = useSelector(change, selectIsRunning);
  const done = useSelector(change, selectIsDone);
  const confirmation = texts.confirmations[request?.change ?? 'publish'](request?.version ?? '');
  const changed = done && request ? texts.changed[request.change](request.version) : null;

  return (
    <Stack gap="6" w="full">
      <AdminSectionHeader
        section={adminSection.releases}
        action={
          <Button colorPalette="brand" onClick={() => form.send({ type: 'form.open' })}>
            {texts.newRelease}
          </Button>
        }
      />
      <ActionAlerts notice={changed ?? notice} error={error} />
      <ListLoadStatus
        loading={isLoading && !hasLoaded}
        failed={loadFailed}
        texts={texts}
        onRetry={() => list.send({ type: 'releases.retry' })}
      />
      {hasLoaded && releases.length === 0 ? <Text color="fg.muted">{texts.empty}</Text> : null}
      {releases.length > 0 ? (
        <ReleaseList
          releases={releases}
          changingVersion={running ? (request?.version ?? null) : null}
          busy={running}
          onChange={(version, what) =>
            change.send({ type: 'action.request', request: { version, change: what } })
          }
        />
      ) : null}
      <ConfirmedActionDialog
        action={change}
        title={confirmation.title}
        text={confirmation.text}
        confirmLabel={confirmation.confirmLabel}
        tone={request?.change === 'withdraw' ? 'danger' : 'primary'}
      />
      <ReleaseFormDialog actor={form} />
    </Stack>
  );
}
