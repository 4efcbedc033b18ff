import type { ScriptSummary } from '../../../src/services/contract';
import { scripts } from '../../db/schema';

type ScriptRow = typeof scripts.$inferSelect;

/** The columns a summary shows: a page never reads the content itself. */
export const summaryColumns = {
  id: scripts.id,
  scriptName: scripts.scriptName,
  scriptDescription: scripts.scriptDescription,
  scriptImageUrl: scripts.scriptImageUrl,
  platform: scripts.platform,
  application: scripts.application,
  price: scripts.price,
  brokerage: scripts.brokerage,
  createdOn: scripts.createdOn,
  contentType: scripts.contentType,
};
type SummaryRow = Pick<ScriptRow, keyof typeof summaryColumns>;

/** The fields the store's cards and the console's table both show, as they go over the wire. */
export const scriptCardFields = (row: Omit<SummaryRow, 'id'>) => ({
  scriptName: row.scriptName,
  scriptDescription: row.scriptDescription,
  scriptImageUrl: row.scriptImageUrl,
  platform: row.platform,
  application: row.application,
  price: row.price,
  brokerage: row.brokerage,
  createdOn: row.createdOn.toISOString(),
  contentType: row.contentType,
});

export function toSummary(row: SummaryRow, isPurchased: boolean): ScriptSummary {
  return { ...scriptCardFields(row), isPurchased };
}
