import type { PurchaseItem } from '../../../services/contract';
import { formatEpochDate } from '../../signed-in/format';

/** The period a purchase covers: from its start, to its end when it has one. */
export const purchasePeriod = (item: PurchaseItem) =>
  item.endDate
    ? `${formatEpochDate(item.startDate)} – ${formatEpochDate(item.endDate)}`
    : formatEpochDate(item.startDate);
