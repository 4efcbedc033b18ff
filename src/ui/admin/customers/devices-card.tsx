import { HStack, Stack, Text } from '@chakra-ui/react';
import { customerFacts } from '../../../content/admin/customers';
import type { AdminCustomer } from '../../../services/contract';
import { TitledCard } from '../../signed-in/titled-card';
import { formatIsoDate } from './customer-format';

const texts = customerFacts.devices;

/**
 * ---- Devices (issue 18) ----
 * The desktop tools linked to the account, from the page's optional `devices`. The device
 * server fills them in when it lands; until then the list is empty.
 */
export function DevicesCard({ devices = [] }: { devices?: AdminCustomer['devices'] }) {
  return (
    <TitledCard
      data-testid="devices-card"
      title={texts.heading}
      emptyText={devices.length === 0 ? texts.empty : null}
    >
      <Stack as="ul" gap="3" listStyleType="none">
        {devices.map((device) => (
          <HStack as="li" key={device.id} justify="space-between" gap="3" flexWrap="wrap">
            <Text fontWeight="semibold">
              {device.name} · {device.platform} · {device.appVersion}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {device.lastSeenAt
                ? texts.lastSeen(formatIsoDate(device.lastSeenAt))
                : texts.neverSeen}
            </Text>
          </HStack>
        ))}
      </Stack>
    </TitledCard>
  );
}
