import { useSelector } from '@xstate/react';
import { Link as RouterLink } from 'wouter';
import { devicesPage as texts } from '../../content/devices';
import {
  selectIsDone,
  selectIsRunning,
  selectRequest,
} from '../../machines/confirmed-action/selectors';
import { createDevicesActors } from '../../machines/devices/actors';
import { type Device, devicesMachine } from '../../machines/devices/machine';
import {
  selectDevices,
  selectEntitlement,
  selectError,
  selectHasLoaded,
  selectIsLoading,
  selectLimit,
  selectLoadFailed,
} from '../../machines/devices/selectors';
import { pagePaths } from '../../services/contract';
import { devicesApi } from '../../services/devices';
import { ConfirmedActionDialog } from '../admin/components/confirmed-action-dialog';
import { useConfirmedAction } from '../admin/components/use-confirmed-action';
import { useSignedInMachine } from '../hooks/use-signed-in-machine';
import { ActionAlerts } from '../signed-in/action-alerts';
import { ListLoadStatus } from '../signed-in/list-load-status';
import { DeviceList } from './devices/device-list';
import { devicesPageStyles as styles } from './devices/devices.styles';
import { DevicesHeader } from './devices/devices-header';
import { EntitlementCard } from './devices/entitlement-card';
import { EmergencyStopPanel } from './emergency-stop/emergency-stop-panel';
import { pageColumn } from './page-column.styles';

/** /customer/devices (issue 18): the desktop tools signed in with this account. */
export default function DevicesPage() {
  const actor = useSignedInMachine(devicesMachine, () => createDevicesActors(devicesApi));
  const revoke = useConfirmedAction(
    (device: Device) => devicesApi.revoke(device.id),
    () => actor.send({ type: 'devices.reload' }),
  );
  const devices = useSelector(actor, selectDevices);
  const hasLoaded = useSelector(actor, selectHasLoaded);
  const limit = useSelector(actor, selectLimit);
  const entitlement = useSelector(actor, selectEntitlement);
  const error = useSelector(actor, selectError);
  const isLoading = useSelector(actor, selectIsLoading);
  const loadFailed = useSelector(actor, selectLoadFailed);
  const selected = useSelector(revoke, selectRequest<Device>);
  const running = useSelector(revoke, selectIsRunning);
  const done = useSelector(revoke, selectIsDone);
  const confirmation = texts.revokeConfirmation(selected?.name ?? '');

  return (
    <div className={pageColumn.wide}>
      <DevicesHeader />
      <EmergencyStopPanel />
      <ActionAlerts notice={done && selected ? texts.revoked(selected.name) : null} error={error} />
      <ListLoadStatus
        loading={isLoading && !hasLoaded}
        failed={loadFailed}
        texts={texts}
        onRetry={() => actor.send({ type: 'devices.retry' })}
      />
      {hasLoaded && limit !== null ? (
        <p className={styles.count} data-testid="device-count">
          {texts.inUse(devices.length, limit)}
        </p>
      ) : null}
      {hasLoaded && devices.length === 0 ? (
        <p>
          {texts.empty}{' '}
          <RouterLink href={`~${pagePaths.customer.deviceActivation}`} className={styles.link}>
            {texts.activateLink}
          </RouterLink>
        </p>
      ) : null}
      {devices.length > 0 ? (
        <DeviceList
          devices={devices}
          revokingId={running ? (selected?.id ?? null) : null}
          busy={running}
          onRevoke={(device) => revoke.send({ type: 'action.request', request: device })}
        />
      ) : null}
      {entitlement && limit !== null ? (
        <EntitlementCard entitlement={entitlement} limit={limit} />
      ) : null}
      <ConfirmedActionDialog
        action={revoke}
        tone="danger"
        title={confirmation.title}
        text={confirmation.text}
        confirmLabel={confirmation.confirmLabel}
      />
    </div>
  );
}
