import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { purchases, scripts, users } from '../../server/db/schema';

/** The growth row's catalogue and the bench customer's purchases. */
export const GROWN_CATALOGUE = 10_000;
export const GROWN_PURCHASES = 1_000;
const BATCH = 500;
const HOUR_MS = 3_600_000;
/** One new script in nine is bought, the first `GROWN_PURCHASES` of them. */
const isBought = (n: number) => n % 9 === 0 && n / 9 < GROWN_PURCHASES;

type Storage = { dataDir: string } | { url: string };

/**
 * Grows the catalogue to `GROWN_CATALOGUE` scripts and gives the customer `GROWN_PURCHASES`
 * script purchases, written straight into the database while the server is stopped (the
 * embedded database has one opener). Every store page holds a bought script; the new scripts are the newest, so the store's first pages show them.
 */
export async function growCatalogue(storage: Storage, customerEmail: string): Promise<void> {
  const handle = await openDatabase(
    'url' in storage
      ? { kind: 'postgres', url: storage.url }
      : { kind: 'pglite', dataDir: storage.dataDir, holder: 'npm run bench:api' },
  );
  try {
    const { db } = handle;
    const [customer] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.emailAddress, customerEmail));
    if (!customer) throw new Error(`no customer ${customerEmail}`);
    const existing = await db.$count(scripts);
    const now = Date.now();
    const added = GROWN_CATALOGUE - existing;
    for (let from = 0; from < added; from += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, added - from) }, (_, i) => {
        const n = from + i;
        return {
          scriptName: `Bench Script ${String(n).padStart(5, '0')}`,
          scriptDescription: `Grown catalogue entry ${n}: enters on a breakout and exits at the opposite band.`,
          scriptImageUrl: '/scripts/opening-range-breakout.svg',
          platform: ['ThinkOrSwim', 'TradingView', 'NinjaTrader'][n % 3] ?? 'TradingView',
          application: ['Stocks', 'Futures', 'Crypto'][n % 3] ?? 'Stocks',
          price: String(10 + (n % 90)),
          brokerage: 'Charles Schwab',
          createdOn: new Date(now - n * 60_000),
          contentType: 'text/plain; charset=utf-8',
          content: `# Bench Script ${n}\nplot signal = close > open;\n`,
          contentFileName: `bench-${n}.ts.txt`,
        };
      });
      const inserted = await db
        .insert(scripts)
        .values(rows)
        .returning({ id: scripts.id, scriptName: scripts.scriptName, price: scripts.price });
      const bought = inserted.filter((_, i) => isBought(from + i));
      if (bought.length === 0) continue;
      await db.insert(purchases).values(
        bought.map((script, i) => {
          const at = new Date(now - (from + i) * HOUR_MS);
          return {
            userId: customer.id,
            scriptId: script.id,
            kind: 'SCRIPT',
            createdAt: at,
            startsAt: at,
            name: script.scriptName,
            priceCents: Number(script.price) * 100,
          };
        }),
      );
    }
    const held = await db.$count(purchases, eq(purchases.userId, customer.id));
    if (held < GROWN_PURCHASES) throw new Error(`the customer holds ${held} purchases`);
    // PostgreSQL's autovacuum analyzes tables grown like this within a minute or so; the bench
    // restarts the server seconds later, so it does the same now, as a running site would have.
    // (The server analyzes the embedded database itself at start: it has no autovacuum.)
    if ('url' in storage) await db.execute(sql`analyze`);
  } finally {
    await handle.close();
  }
}
