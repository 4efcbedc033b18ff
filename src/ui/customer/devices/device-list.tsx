import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { platformLabels, devicesPage as texts } from '../../../content/devices';
import type { Device } from '../../../machines/devices/machine';
import { formatDate } from '../../signed-in/format';

type DeviceListProps = {
  devices: readonly Device[];
  /** The device being signed out now: its button spins. */
  revokingId: string | null;
  busy: boolean;
  onRevoke: (device: Device) => void;
};

function DeviceFact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="sm">
        {value}
      </Text>
    </Stack>
  );
}

/** The signed-in devices, one card each, with its facts and its sign-out button. */
export function DeviceList({ devices, revokingId, busy, onRevoke }: DeviceListProps) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={texts.listLabel}>
      {devices.map((device) => (
        <Box as="li" key={device.id} p="4" borderWidth="1px" borderRadius="lg" bg="bg.panel">
          <Flex
            direction={{ base: 'column', md: 'row' }}
            justify="space-between"
            align={{ base: 'stretch', md: 'center' }}
            gap="4"
          >
            <Stack gap="2" flex="1" minW="0">
              <Heading as="h3" size="sm" truncate>
                {device.name}
              </Heading>
              <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3">
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
              </SimpleGrid>
            </Stack>
            <Button
              variant="outline"
              colorPalette="red"
              size="sm"
              aria-label={texts.revokeLabel(device.name)}
              loading={revokingId === device.id}
              disabled={busy}
              onClick={() => onRevoke(device)}
            >
              {texts.revoke}
            </Button>
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}
