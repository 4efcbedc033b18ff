import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { purchaseKey } from '../../../machines/purchase-history/machine';
import type { PurchaseItem } from '../../../services/contract';
import { formatCents } from '../../signed-in/format';
import { purchasePeriod } from './purchase-period';
import { PurchaseTypeBadge } from './purchase-type-badge';

/** The purchase history on a phone: one card a purchase. */
export function PurchaseList({ purchases }: { purchases: readonly PurchaseItem[] }) {
  return (
    <Stack as="ul" gap="3" display={{ base: 'flex', md: 'none' }} listStyleType="none">
      {purchases.map((item) => (
        <Box as="li" key={purchaseKey(item)} p="3" borderWidth="1px" borderRadius="md">
          <HStack justify="space-between" align="start" gap="3">
            <Text fontWeight="semibold">{item.name}</Text>
            <Text fontWeight="semibold">{formatCents(item.price)}</Text>
          </HStack>
          <HStack justify="space-between" mt="2" gap="3" flexWrap="wrap">
            <PurchaseTypeBadge type={item.type} />
            <Text fontSize="sm" color="fg.muted">
              {purchasePeriod(item)}
            </Text>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
