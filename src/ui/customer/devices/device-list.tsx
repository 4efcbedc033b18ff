import { platformLabels, devicesPage as texts } from '../../../content/devices';
import type { Device } from '../../../machines/devices/machine';
import { Button } from '../../components/kit/button';
import { formatDate } from '../../signed-in/format';
import { deviceList as styles } from './devices.styles';

type DeviceListProps = {
  devices: readonly Device[];
  /** The device being signed out now: its button spins. */
  revokingId: string | null;
  busy: boolean;
  onRevoke: (device: Device) => void;
};

function DeviceFact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
}

/** The signed-in devices, one card each, with its facts and its sign-out button. */
export function DeviceList({ devices, revokingId, busy, onRevoke }: DeviceListProps) {
  return (
    <ul className={styles.list} aria-label={texts.listLabel}>
      {devices.map((device) => (
        <li key={device.id} className={styles.item}>
          <div className={styles.row}>
            <div className={styles.main}>
              <h3 className={styles.name}>{device.name}</h3>
              <dl className={styles.facts}>
                <DeviceFact
                  label={texts.columns.platform}
                  value={platformLabels[device.platform]}
                />
                <DeviceFact label={texts.columns.appVersion} value={device.appVersion} />
                <DeviceFact
                  label={texts.columns.activatedAt}
                  value={formatDate(device.activatedAt)}
                />
                <DeviceFact
                  label={texts.columns.lastSeenAt}
                  value={device.lastSeenAt ? formatDate(device.lastSeenAt) : texts.neverSeen}
                />
              </dl>
            </div>
            <Button
              variant="outline"
              palette="red"
              size="sm"
              aria-label={texts.revokeLabel(device.name)}
              loading={revokingId === device.id}
              disabled={busy}
              onClick={() => onRevoke(device)}
            >
              {texts.revoke}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
