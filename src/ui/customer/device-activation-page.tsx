import { useSelector } from '@xstate/react';
import { Link as RouterLink, useSearch } from 'wouter';
import { nextSignInText, deviceActivationPage as texts } from '../../content/devices';
import { createDeviceActivationActors } from '../../machines/device-activation/actors';
import { deviceActivationMachine } from '../../machines/device-activation/machine';
import {
  selectDeciding,
  selectDevice,
  selectError,
  selectIsBusy,
  selectLimit,
  selectNextSignInAt,
  selectStep,
  selectTyped,
} from '../../machines/device-activation/selectors';
import { pagePaths } from '../../services/contract';
import { devicesApi } from '../../services/devices';
import { StatusAlert } from '../components/form/status-alert';
import { buttonClass } from '../components/kit/button';
import { useSignedInMachine } from '../hooks/use-signed-in-machine';
import { cx } from '../public/islands/island-styles';
import { PageHeader } from '../signed-in/page-header';
import { activation as styles } from './devices/devices.styles';
import { DevicesLink } from './devices/devices-link';
import { PendingDeviceCard } from './devices/pending-device-card';
import { UserCodeForm } from './devices/user-code-form';
import { pageColumn } from './page-column.styles';

/** /customer/devices/activate (issue 18): approve or deny a desktop tool's sign-in. */
export default function DeviceActivationPage() {
  const code = new URLSearchParams(useSearch()).get('code');
  const actor = useSignedInMachine(
    deviceActivationMachine,
    () => createDeviceActivationActors(devicesApi),
    { input: { code } },
  );
  const step = useSelector(actor, selectStep);
  const typed = useSelector(actor, selectTyped);
  const device = useSelector(actor, selectDevice);
  const limit = useSelector(actor, selectLimit);
  const nextSignInAt = useSelector(actor, selectNextSignInAt);
  const error = useSelector(actor, selectError);
  const isBusy = useSelector(actor, selectIsBusy);
  const deciding = useSelector(actor, selectDeciding);
  const decide = {
    deciding,
    onApprove: () => actor.send({ type: 'decision.approve' }),
    onDeny: () => actor.send({ type: 'decision.deny' }),
  };

  return (
    <div className={pageColumn.narrow}>
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      {step === 'code' ? (
        <UserCodeForm
          value={typed}
          error={error}
          busy={isBusy}
          onChange={(value) => actor.send({ type: 'code.change', value })}
          onSubmit={() => actor.send({ type: 'code.submit' })}
        />
      ) : null}
      {step === 'device' && device ? (
        <PendingDeviceCard device={device} {...decide}>
          {error ? <StatusAlert status="error" title={error} /> : null}
        </PendingDeviceCard>
      ) : null}
      {step === 'overLimit' && device && limit !== null ? (
        <PendingDeviceCard device={device} {...decide} approveLabel={texts.tryAgain}>
          {nextSignInAt ? (
            <StatusAlert status="warning" title={texts.signInsUsedTitle}>
              {texts.signInsUsed(limit, nextSignInText(nextSignInAt))}
            </StatusAlert>
          ) : (
            <StatusAlert status="warning" title={texts.overLimitTitle}>
              {texts.overLimit(limit)} <DevicesLink label={texts.openDevices} />
            </StatusAlert>
          )}
          {error ? <StatusAlert status="error" title={error} /> : null}
        </PendingDeviceCard>
      ) : null}
      {step === 'approved' && device ? (
        <StatusAlert status="success" title={texts.approvedTitle} maxW="2xl">
          {texts.approved(device.deviceName)}
        </StatusAlert>
      ) : null}
      {step === 'denied' && device ? (
        <StatusAlert status="info" title={texts.deniedTitle} maxW="2xl">
          {texts.denied(device.deviceName)}
        </StatusAlert>
      ) : null}
      {step === 'approved' || step === 'denied' ? (
        <RouterLink
          href={`~${pagePaths.customer.devices}`}
          className={cx(buttonClass({ variant: 'outline' }), styles.back)}
        >
          {texts.backToDevices}
        </RouterLink>
      ) : null}
    </div>
  );
}
