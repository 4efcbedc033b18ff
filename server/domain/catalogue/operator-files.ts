import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { asc, count, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { scriptFieldRules } from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { purchases, scripts } from '../../db/schema';

/**
 * What the operator's JSON file may say about a script. A script's content is a file next to
 * the JSON (`contentFile`, kept in the database and handed out through signed links) or an
 * address elsewhere (`contentLink`). The fields' rules are the contract's, which the console's
 * calls and form check too.
 */
const entries = {
  scriptName: scriptFieldRules.scriptName,
  scriptDescription: scriptFieldRules.scriptDescription,
  scriptImageUrl: scriptFieldRules.scriptImageUrl,
  platform: scriptFieldRules.platform,
  application: scriptFieldRules.application,
  price: scriptFieldRules.price,
  brokerage: scriptFieldRules.brokerage,
  createdOn: scriptFieldRules.createdOn,
  contentType: scriptFieldRules.contentType,
  contentLink: scriptFieldRules.contentLink,
  contentFile: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(500)),
  contentFileName: scriptFieldRules.contentFileName,
};

const NewEntrySchema = v.pipe(
  v.strictObject({
    ...entries,
    createdOn: v.optional(entries.createdOn),
    contentType: v.optional(entries.contentType),
    contentLink: v.optional(entries.contentLink),
    contentFile: v.optional(entries.contentFile),
    contentFileName: v.optional(entries.contentFileName),
  }),
  v.check(
    (entry) => (entry.contentLink === undefined) !== (entry.contentFile === undefined),
    'Give either contentFile or contentLink.',
  ),
);
const ChangeEntrySchema = v.pipe(
  v.strictObject({
    scriptName: entries.scriptName,
    ...Object.fromEntries(
      Object.entries(entries)
        .filter(([key]) => key !== 'scriptName')
        .map(([key, schema]) => [key, v.optional(schema)]),
    ),
  } as { scriptName: typeof entries.scriptName } & {
    [K in Exclude<keyof typeof entries, 'scriptName'>]: v.OptionalSchema<
      (typeof entries)[K],
      undefined
    >;
  }),
  v.check(
    (entry) => !(entry.contentLink !== undefined && entry.contentFile !== undefined),
    'Give either contentFile or contentLink, not both.',
  ),
);
const NameEntrySchema = v.looseObject({ scriptName: entries.scriptName });

export type CatalogueAction = 'add' | 'update' | 'remove';

export class CatalogueError extends Error {}

/** A JSON file holds one script, a list of them, or `{ "scripts": [...] }`. */
function entriesOf(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  if (json && typeof json === 'object' && Array.isArray((json as { scripts?: unknown }).scripts)) {
    return (json as { scripts: unknown[] }).scripts;
  }
  return [json];
}

function parseAll<T extends v.GenericSchema>(schema: T, list: unknown[]): v.InferOutput<T>[] {
  return list.map((entry, index) => {
    const parsed = v.safeParse(schema, entry);
    if (parsed.success) return parsed.output;
    const problems = parsed.issues
      .map((issue) => `${v.getDotPath(issue) ?? 'entry'}: ${issue.message}`)
      .join('; ');
    const name = (entry as { scriptName?: unknown })?.scriptName;
    throw new CatalogueError(
      `Entry ${index + 1}${typeof name === 'string' ? ` (${name})` : ''}: ${problems}`,
    );
  });
}

/** Reads a JSON file of scripts and applies it: all of it, or nothing (one transaction). */
export async function applyCatalogueFile(
  db: Database,
  action: CatalogueAction,
  file: string,
): Promise<string[]> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new CatalogueError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const list = entriesOf(json);
  const folder = dirname(resolve(file));
  const names = new Set<string>();
  for (const entry of list) {
    const name = (entry as { scriptName?: unknown })?.scriptName;
    if (typeof name === 'string' && names.has(name.trim())) {
      throw new CatalogueError(`${name} appears twice in ${file}.`);
    }
    if (typeof name === 'string') names.add(name.trim());
  }
  const contentOf = async (entry: { contentFile?: string }) => {
    if (entry.contentFile === undefined) return undefined;
    const path = resolve(folder, entry.contentFile);
    try {
      return await readFile(path, 'utf8');
    } catch (error) {
      throw new CatalogueError(`Cannot read the content file ${path}: ${(error as Error).message}`);
    }
  };

  switch (action) {
    case 'add': {
      const parsed = parseAll(NewEntrySchema, list);
      const rows = await Promise.all(
        parsed.map(async ({ contentFile, ...entry }) => ({
          ...entry,
          createdOn: entry.createdOn ? new Date(entry.createdOn) : new Date(),
          contentType: entry.contentType ?? 'text/plain; charset=utf-8',
          contentLink: entry.contentLink ?? null,
          content: (await contentOf({ contentFile })) ?? null,
          contentFileName:
            entry.contentFileName ?? (contentFile ? contentFile.split(/[\\/]/).pop() : null),
        })),
      );
      return db.transaction(async (tx) => {
        const existing = await tx
          .select({ name: scripts.scriptName })
          .from(scripts)
          .where(inArray(scripts.scriptName, [...names]));
        if (existing.length > 0) {
          throw new CatalogueError(
            `Already in the catalogue (use update): ${existing.map((row) => row.name).join(', ')}`,
          );
        }
        await tx.insert(scripts).values(rows);
        return rows.map((row) => `added ${row.scriptName}`);
      });
    }
    case 'update': {
      const parsed = parseAll(ChangeEntrySchema, list);
      const changes = await Promise.all(
        parsed.map(async ({ scriptName, contentFile, createdOn, ...rest }) => {
          const content = await contentOf({ contentFile });
          const set: Partial<typeof scripts.$inferInsert> = Object.fromEntries(
            Object.entries(rest).filter(([, value]) => value !== undefined),
          );
          if (createdOn) set.createdOn = new Date(createdOn);
          // New content replaces the old kind: a file drops the link and the other way round.
          if (content !== undefined) {
            set.content = content;
            set.contentLink = null;
            set.contentFileName ??= contentFile?.split(/[\\/]/).pop() ?? null;
          } else if (rest.contentLink !== undefined) {
            set.content = null;
            set.contentFileName = null;
          }
          return { scriptName, set };
        }),
      );
      return db.transaction(async (tx) => {
        const done: string[] = [];
        for (const { scriptName, set } of changes) {
          const updated =
            Object.keys(set).length === 0
              ? await tx
                  .select({ id: scripts.id })
                  .from(scripts)
                  .where(eq(scripts.scriptName, scriptName))
              : await tx
                  .update(scripts)
                  .set(set)
                  .where(eq(scripts.scriptName, scriptName))
                  .returning({ id: scripts.id });
          if (updated.length === 0) throw new CatalogueError(`Not in the catalogue: ${scriptName}`);
          done.push(`updated ${scriptName}`);
        }
        return done;
      });
    }
    case 'remove': {
      const parsed = parseAll(NameEntrySchema, list);
      return db.transaction(async (tx) => {
        const done: string[] = [];
        for (const { scriptName } of parsed) {
          const [row] = await tx
            .select({ id: scripts.id })
            .from(scripts)
            .where(eq(scripts.scriptName, scriptName));
          if (!row) throw new CatalogueError(`Not in the catalogue: ${scriptName}`);
          const [bought] = await tx
            .select({ total: count() })
            .from(purchases)
            .where(eq(purchases.scriptId, row.id));
          if ((bought?.total ?? 0) > 0) {
            throw new CatalogueError(
              `${scriptName} has been bought ${bought?.total} time(s); it stays so its buyers keep access.`,
            );
          }
          await tx.delete(scripts).where(eq(scripts.id, row.id));
          done.push(`removed ${scriptName}`);
        }
        return done;
      });
    }
  }
}

/** One line per script, newest first: for `npm run catalog -- list`. */
export async function listCatalogue(db: Database): Promise<string[]> {
  const rows = await db
    .select({
      scriptName: scripts.scriptName,
      price: scripts.price,
      platform: scripts.platform,
      createdOn: scripts.createdOn,
    })
    .from(scripts)
    .orderBy(asc(scripts.createdOn));
  return rows
    .reverse()
    .map(
      (row) =>
        `${row.createdOn.toISOString().slice(0, 10)}  ${row.price === '0' ? 'FREE' : `$${row.price}`}\t${row.platform}\t${row.scriptName}`,
    );
}
