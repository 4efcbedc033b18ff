import { Button, Card, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { platformLabels, deviceActivationPage as texts } from '../../../content/devices';
import type { PendingDevice } from '../../../services/contract';
import { CardHeading } from '../../signed-in/card-heading';
import { Fact } from '../../signed-in/fact';

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
    <Card.Root maxW="2xl" data-testid="pending-device">
      <Card.Header>
        <CardHeading title={texts.deviceHeading} />
      </Card.Header>
      <Card.Body gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Fact label={texts.deviceFacts.name} value={device.deviceName} />
          <Fact label={texts.deviceFacts.platform} value={platformLabels[device.platform]} />
          <Fact label={texts.deviceFacts.appVersion} value={device.appVersion} />
          <Fact label={texts.deviceFacts.code} value={device.userCode} />
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          {texts.onlyYours}
        </Text>
        {children}
      </Card.Body>
      <Card.Footer>
        <HStack gap="3" flexWrap="wrap">
          <Button
            colorPalette="brand"
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
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
