import type { PurchaseItem } from '../../../services/contract';
import { Badge } from '../../components/kit/badge';

/** A purchase's type (SUBSCRIPTION or SCRIPT), each in its own colour. */
export function PurchaseTypeBadge({ type }: { type: PurchaseItem['type'] }) {
  return <Badge palette={type === 'SUBSCRIPTION' ? 'teal' : 'purple'}>{type}</Badge>;
}
