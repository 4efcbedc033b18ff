import { platformLabels, deviceActivationPage as texts } from '../../../content/devices';
import type { PendingDevice } from '../../../services/contract';
import { Button } from '../../components/kit/button';
import { card } from '../../components/kit/card.styles';
import { cx } from '../../public/islands/island-styles';
import { CardHeading } from '../../signed-in/card-heading';
import { Fact } from '../../signed-in/fact';
import { pendingDevice as styles } from './devices.styles';

type PendingDeviceCardProps = {
  device: PendingDevice;
  /** The decision under way, whose button spins; the other waits. */
  deciding: 'approve' | 'deny' | null;
  onApprove: () => void;
  onDeny: () => void;
  /** Shown above the buttons (the device limit's message). */
  children?: React.ReactNode;
  approveLabel?: string;
};

/** The device waiting for this code, and the customer's answer. */
export function PendingDeviceCard(props: PendingDeviceCardProps) {
  const { device, deciding, onApprove, onDeny, children, approveLabel = texts.approve } = props;
  return (
    <div className={cx(card.md.root, styles.root)} data-testid="pending-device">
      <div className={card.md.header}>
        <CardHeading title={texts.deviceHeading} />
      </div>
      <div className={cx(card.md.body, styles.body)}>
        <div className={styles.facts}>
          <Fact label={texts.deviceFacts.name} value={device.deviceName} />
          <Fact label={texts.deviceFacts.platform} value={platformLabels[device.platform]} />
          <Fact label={texts.deviceFacts.appVersion} value={device.appVersion} />
          <Fact label={texts.deviceFacts.code} value={device.userCode} />
        </div>
        <p className={styles.note}>{texts.onlyYours}</p>
        {children}
      </div>
      <div className={card.md.footer}>
        <div className={styles.buttons}>
          <Button
            palette="brand"
            loading={deciding === 'approve'}
            disabled={deciding !== null}
            onClick={onApprove}
          >
            {approveLabel}
          </Button>
          <Button
            variant="outline"
            loading={deciding === 'deny'}
            disabled={deciding !== null}
            onClick={onDeny}
          >
            {texts.deny}
          </Button>
        </div>
      </div>
    </div>
  );
}
