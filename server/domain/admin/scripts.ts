import { type AnyColumn, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type {
  AdminScript,
  AdminScriptInput,
  AdminScriptRow,
  AdminScriptSortKey,
} from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { purchases, scripts, users } from '../../db/schema';
import { scriptCardFields, summaryColumns } from '../catalogue';
import type { Clock } from '../clock';
import { DomainError } from '../errors';
import { type AuditActor, contentDigest, recordAudit, sha256Hex } from './audit';

/** A page of the catalogue table: what to look for, the order, and which page. */
export type ScriptListQuery = {
  search?: string;
  sort: AdminScriptSortKey;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

type ScriptRow = typeof scripts.$inferSelect;

/** How many customers own each script, as a column of the table's query. */
const owners = sql<number>`(select count(*)::int from ${purchases} where ${purchases.scriptId} = ${scripts.id})`;

const sortColumns: Record<AdminScriptSortKey, SQL | AnyColumn> = {
  scriptName: scripts.scriptName,
  // Prices are text ('0', '49.99'); the table sorts them as amounts.
  price: sql`${scripts.price}::numeric`,
  platform: scripts.platform,
  createdOn: scripts.createdOn,
  updatedAt: sql`coalesce(${scripts.updatedAt}, ${scripts.createdOn})`,
  published: scripts.published,
  owners,
};

/** The store's summary of a script, and what only the console shows. */
const rowColumns = {
  ...summaryColumns,
  published: scripts.published,
  privateTo: users.emailAddress,
  owners,
  updatedAt: scripts.updatedAt,
};
type ListedRow = Omit<
  ScriptRow,
  'content' | 'contentLink' | 'contentFileName' | 'privateToUserId'
> & {
  privateTo: string | null;
  owners: number;
};

const toRow = (row: ListedRow): AdminScriptRow => ({
  id: row.id,
  ...scriptCardFields(row),
  published: row.published,
  privateTo: row.privateTo,
  owners: Number(row.owners),
  updatedAt: row.updatedAt?.toISOString() ?? null,
});

/** The columns a change writes, from the form's input: the content by its kind. */
function columnsOf(input: AdminScriptInput) {
  const common = {
    scriptName: input.scriptName,
    scriptDescription: input.scriptDescription,
    scriptImageUrl: input.scriptImageUrl,
    platform: input.platform,
    application: input.application,
    price: input.price,
    brokerage: input.brokerage,
    createdOn: new Date(`${input.createdOn}T00:00:00Z`),
    contentType: input.contentType,
  };
  return input.contentKind === 'file'
    ? {
        ...common,
        content: input.content,
        contentFileName: input.contentFileName,
        contentLink: null,
      }
    : { ...common, content: null, contentFileName: null, contentLink: input.contentLink };
}

/**
 * What the audit log keeps of a script: every field, the content by its SHA-256 and length
 * (it can be 40 000 characters): an edit of the content shows as a change of its hash, even one
 * that keeps its length.
 */
function auditView(script: AdminScript) {
  const { content, owners: _owners, updatedAt: _updatedAt, ...rest } = script;
  return { ...rest, ...contentDigest(content) };
}

/** Only the fields that changed, before and after: what an audit entry of an edit shows. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

const nameTaken = (name: string) =>
  new DomainError('conflict', `A script named ${name} is already in the catalogue.`, {
    field: 'scriptName',
  });

/** PostgreSQL's unique violation, from node-postgres or PGlite (wrapped by Drizzle or not). */
const isUniqueViolation = (error: unknown): boolean => {
  const seen = error as { code?: string; cause?: unknown } | undefined;
  return seen?.code === '23505' || (seen?.cause !== undefined && isUniqueViolation(seen.cause));
};

export class ScriptNotFound extends Error {}

export type AdminScripts = ReturnType<typeof createAdminScripts>;

/**
 * The console's catalogue (issue 17): the table, and each change in one transaction with its
 * audit entry. A script customers own is never deleted, only unpublished, so they keep it.
 */
export function createAdminScripts(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function list(query: ScriptListQuery): Promise<{ items: AdminScriptRow[]; total: number }> {
    const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
    const where = pattern
      ? or(
          ilike(scripts.scriptName, pattern),
          ilike(scripts.platform, pattern),
          ilike(scripts.brokerage, pattern),
          ilike(scripts.application, pattern),
        )
      : undefined;
    const direction = query.order === 'asc' ? asc : desc;
    const [items, [counted]] = await Promise.all([
      db
        .select(rowColumns)
        .from(scripts)
        .leftJoin(users, eq(users.id, scripts.privateToUserId))
        .where(where)
        .orderBy(direction(sortColumns[query.sort]), asc(scripts.scriptName))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ total: count() }).from(scripts).where(where),
    ]);
    return { items: items.map(toRow), total: counted?.total ?? 0 };
  }

  async function find(executor: Database, id: string): Promise<AdminScript> {
    const [row] = await executor
      .select({
        ...rowColumns,
        content: scripts.content,
        contentLink: scripts.contentLink,
        contentFileName: scripts.contentFileName,
      })
      .from(scripts)
      .leftJoin(users, eq(users.id, scripts.privateToUserId))
      .where(eq(scripts.id, id));
    if (!row) throw new ScriptNotFound();
    return {
      ...toRow(row),
      contentKind: row.content !== null ? 'file' : 'link',
      content: row.content ?? '',
      contentFileName: row.contentFileName ?? '',
      contentLink: row.contentLink ?? '',
    };
  }

  /**
   * Runs a change and its audit entry in one transaction. A name another script took meanwhile
   * (the unique index) is the same conflict as one taken before.
   */
  async function change<T>(work: (tx: Database, at: Date) => Promise<T>, name = ''): Promise<T> {
    try {
      return await db.transaction((tx) => work(tx, new Date(clock.now())));
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    }
  }

  /** A new script starts unpublished: the operator previews it, then publishes it. */
  async function create(actor: AuditActor, input: AdminScriptInput): Promise<AdminScript> {
    return change(async (tx, at) => {
      const [inserted] = await tx
        .insert(scripts)
        .values({ ...columnsOf(input), published: false, updatedAt: at })
        .onConflictDoNothing({ target: scripts.scriptName })
        .returning({ id: scripts.id });
      if (!inserted) throw nameTaken(input.scriptName);
      const created = await find(tx, inserted.id);
      await recordAudit(
        tx,
        actor,
        {
          action: 'script.create',
          targetType: 'script',
          targetId: created.id,
          after: auditView(created),
        },
        at,
      );
      return created;
    }, input.scriptName);
  }

  async function update(
    actor: AuditActor,
    id: string,
    input: AdminScriptInput,
  ): Promise<AdminScript> {
    return change(async (tx, at) => {
      const before = await find(tx, id);
      await tx
        .update(scripts)
        .set({ ...columnsOf(input), updatedAt: at })
        .where(eq(scripts.id, id));
      const after = await find(tx, id);
      await recordAudit(
        tx,
        actor,
        {
          action: 'script.update',
          targetType: 'script',
          targetId: id,
          ...changedFields(auditView(before), auditView(after)),
        },
        at,
      );
      return after;
    }, input.scriptName);
  }

  async function setPublished(
    actor: AuditActor,
    id: string,
    published: boolean,
  ): Promise<AdminScript> {
    return change(async (tx, at) => {
      const before = await find(tx, id);
      await tx.update(scripts).set({ published, updatedAt: at }).where(eq(scripts.id, id));
      await recordAudit(
        tx,
        actor,
        {
          action: published ? 'script.publish' : 'script.unpublish',
          targetType: 'script',
          targetId: id,
          before: { published: before.published },
          after: { published },
        },
        at,
      );
      return find(tx, id);
    });
  }

  /** Refused (409) once anyone owns the script: unpublishing is how it leaves the store. */
  async function remove(actor: AuditActor, id: string): Promise<void> {
    await change(async (tx, at) => {
      const before = await find(tx, id);
      if (before.owners > 0) {
        throw new DomainError(
          'conflict',
          `${before.scriptName} is owned by ${before.owners} customer(s), so it cannot be deleted: unpublish it instead, and its owners keep it.`,
        );
      }
      await tx.delete(scripts).where(eq(scripts.id, id));
      await recordAudit(
        tx,
        actor,
        { action: 'script.delete', targetType: 'script', targetId: id, before: auditView(before) },
        at,
      );
    });
  }

  /** An uploaded picture, recorded once it is stored (the edit that uses it is recorded apart). */
  async function recordImage(actor: AuditActor, scriptImageUrl: string, bytes: Uint8Array) {
    await recordAudit(
      db,
      actor,
      {
        action: 'script.image.upload',
        targetType: 'image',
        targetId: scriptImageUrl,
        after: { scriptImageUrl, bytes: bytes.byteLength, sha256: sha256Hex(bytes) },
      },
      new Date(clock.now()),
    );
  }

  return {
    list,
    get: (id: string) => find(db, id),
    create,
    update,
    setPublished,
    remove,
    recordImage,
  };
}
