import { count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { scripts } from '../../db/schema';
import type { NewScript } from './catalogue';
import { extensionOf, renderSource } from './script-sources';
import { seedScripts } from './seed-scripts';

/** The seed as catalogue rows: content kept in the database, images from the built site. */
export function seedRows(): NewScript[] {
  return seedScripts.map((script) => ({
    scriptName: script.scriptName,
    scriptDescription: script.scriptDescription,
    scriptImageUrl: `/scripts/${script.slug}.svg`,
    platform: script.platform,
    application: script.application,
    price: script.price,
    brokerage: script.brokerage,
    createdOn: new Date(`${script.createdOn}T14:00:00Z`),
    contentType: 'text/plain; charset=utf-8',
    contentLink: null,
    content: renderSource(script.source),
    contentFileName: `${script.slug}.${extensionOf[script.source.language]}`,
  }));
}

/**
 * Fills an empty catalogue with the seed; a catalogue with any script is left as it is.
 * Answers how many scripts were added.
 */
export async function seedCatalogueIfEmpty(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(scripts);
  if ((row?.total ?? 0) > 0) return 0;
  const inserted = await db
    .insert(scripts)
    .values(seedRows())
    .onConflictDoNothing()
    .returning({ id: scripts.id });
  return inserted.length;
}
