import { Badge } from '@chakra-ui/react';
import type { PurchaseItem } from '../../../services/contract';

/** A purchase's type (SUBSCRIPTION or SCRIPT), each in its own colour. */
export function PurchaseTypeBadge({ type }: { type: PurchaseItem['type'] }) {
  return <Badge colorPalette={type === 'SUBSCRIPTION' ? 'teal' : 'purple'}>{type}</Badge>;
}
