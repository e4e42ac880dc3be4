import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ENTRIES_PAGE_SIZE, type PaymentStatus } from '../../../contract/balance.js';
import type { Database } from '../../db/open.js';
import { balances, ledgerEntries, payments } from '../../db/schema.js';
import type { LocationScope } from '../../platform/scope.js';

export interface AutoRechargeSettings {
  cents: number | null;
  lowBalanceCents: number | null;
  stopped: string | null;
}

export interface BalanceRecord {
  cents: number;
  autoRecharge: AutoRechargeSettings;
}

const NO_BALANCE: BalanceRecord = {
  cents: 0,
  autoRecharge: { cents: null, lowBalanceCents: null, stopped: null },
};

const record = (row: typeof balances.$inferSelect): BalanceRecord => ({
  cents: row.cents,
  autoRecharge: {
    cents: row.autoRechargeCents,
    lowBalanceCents: row.lowBalanceCents,
    stopped: row.autoRechargeStopped,
  },
});

/** The location's balance and auto-recharge settings; a location without a row has 0 and no auto-recharge. */
export async function findBalance(db: Database, scope: LocationScope): Promise<BalanceRecord> {
  const [row] = await db.select().from(balances).where(eq(balances.locationId, scope.locationId));
  return row ? record(row) : NO_BALANCE;
}

/** Sets both values, or turns auto-recharge off with nulls; either way one that had stopped itself starts afresh. */
export async function saveAutoRecharge(
  db: Database,
  scope: LocationScope,
  change: { cents: number | null; lowBalanceCents: number | null },
): Promise<BalanceRecord> {
  const settings = {
    autoRechargeCents: change.cents,
    lowBalanceCents: change.lowBalanceCents,
    autoRechargeStopped: null,
  };
  const [row] = await db
    .insert(balances)
    .values({ locationId: scope.locationId, cents: 0, ...settings })
    .onConflictDoUpdate({ target: balances.locationId, set: { ...settings, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('the balance row was not written');
  return record(row);
}

const UNSETTLED: PaymentStatus[] = ['failed', 'canceled', 'requires_action'];

/** The latest payment that did not go through, unless one has succeeded since. */
export async function lastFailedPayment(db: Database, scope: LocationScope) {
  const latestSuccess = db
    .select({ at: sql`max(${payments.createdAt})` })
    .from(payments)
    .where(and(eq(payments.locationId, scope.locationId), eq(payments.status, 'succeeded')));
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.locationId, scope.locationId),
        inArray(payments.status, UNSETTLED),
        sql`${payments.createdAt} > coalesce((${latestSuccess}), '-infinity'::timestamptz)`,
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}

export type PaymentRecord = typeof payments.$inferSelect;
export type EntryRecord = typeof ledgerEntries.$inferSelect & { paymentStatus: PaymentStatus | null };

/** Whether the entry is one of this location's: a page cursor names one. */
export async function isEntryOf(db: Database, scope: LocationScope, entryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.id, entryId), eq(ledgerEntries.locationId, scope.locationId)));
  return row !== undefined;
}

/**
 * A page of the location's entries, newest first, after the entry named (exclusive), with the status
 * of the payment behind each. The position is compared in the database, at its full precision.
 * Answers one entry more than a page, when there is one, so the caller knows a next page exists.
 */
export async function entriesAfter(
  db: Database,
  scope: LocationScope,
  afterEntryId: string | null,
): Promise<EntryRecord[]> {
  const after = afterEntryId
    ? sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) < (select created_at, id from ${ledgerEntries} where id = ${afterEntryId})`
    : undefined;
  const rows = await db
    .select({ entry: ledgerEntries, paymentStatus: payments.status })
    .from(ledgerEntries)
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .where(and(eq(ledgerEntries.locationId, scope.locationId), after))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(ENTRIES_PAGE_SIZE + 1);
  return rows.map((row) => ({ ...row.entry, paymentStatus: row.paymentStatus }));
}
