import { useSelector } from '@xstate/react';
import { entitlementTexts } from '../../../content/devices';
import { createDevicesActors } from '../../../machines/devices/actors';
import { devicesMachine } from '../../../machines/devices/machine';
import { selectEntitlement, selectLimit } from '../../../machines/devices/selectors';
import { devicesApi } from '../../../services/devices';
import { useSignedInMachine } from '../../hooks/use-signed-in-machine';
import { DevicesLink } from './devices-link';
import { EntitlementCard } from './entitlement-card';

/**
 * Accounts' card of what the devices are entitled to (issue 18), from the devices call. It
 * shows once that call answers and the page lets it (`shown`: its call starts at once all the
 * same); the page's own subscription flow says what went wrong otherwise.
 */
export function DevicesEntitlement({ shown }: { shown: boolean }) {
  const actor = useSignedInMachine(devicesMachine, () => createDevicesActors(devicesApi));
  const entitlement = useSelector(actor, selectEntitlement);
  const limit = useSelector(actor, selectLimit);
  if (!shown || !entitlement || limit === null) return null;
  return (
    <EntitlementCard
      entitlement={entitlement}
      limit={limit}
      footer={<DevicesLink label={entitlementTexts.manageDevices} />}
    />
  );
}
