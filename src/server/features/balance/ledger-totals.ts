import { sql } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { ledgerEntries } from '../../db/schema.js';

/** What every ledger entry that counts adds up to, by kind (credits positive, debits negative). */
export async function ledgerTotals(db: Database): Promise<{ kind: string; cents: number }[]> {
  const rows = await db
    .select({ kind: ledgerEntries.kind, cents: sql<string>`coalesce(sum(${ledgerEntries.cents}), 0)` })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.status} <> 'refunded'`)
    .groupBy(ledgerEntries.kind);
  return rows.map((row) => ({ kind: row.kind, cents: Number(row.cents) }));
}
