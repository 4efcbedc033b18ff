import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../server/db/client';
import { seedCatalogueIfEmpty } from '../../../server/domain/catalogue';
import { truncateAll } from './auth';

export const storePaths = {
  scripts: (query = '') => `/api/v2/store/script${query}`,
  details: (name: string) => `/api/v2/store/script/details/${encodeURIComponent(name)}`,
  custom: '/api/v2/store/script/custom',
  support: '/api/v2/customer/support',
} as const;

/** Empties every table, then loads the seed catalogue. */
export async function resetWithSeed(database: DatabaseHandle) {
  await truncateAll(database);
  await database.db.execute(
    sql.raw('TRUNCATE scripts, purchases, custom_script_requests, support_messages CASCADE'),
  );
  await seedCatalogueIfEmpty(database.db);
}
