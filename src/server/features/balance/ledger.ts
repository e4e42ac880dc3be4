import { and, eq, gte, sql } from 'drizzle-orm';
import type { LedgerKind, LedgerStatus } from '../../../contract/balance.js';
import type { Database } from '../../db/open.js';
import { balances, ledgerEntries } from '../../db/schema.js';
import type { LocationScope } from '../../platform/scope.js';

export type LedgerRow = typeof ledgerEntries.$inferSelect;

/** Who caused an entry: a user, or the product itself (Stripe, auto-recharge), by name. */
export interface Actor {
  id: string | null;
  label: string;
}

/** One change of a balance, named by the unique key of what caused it. */
export interface Booking {
  kind: LedgerKind;
  /** Signed: what the entry adds to the balance, or takes from it. */
  cents: number;
  reason: string;
  /** `payment_intent:pi_…`, `generation:{id}`, `adjustment:{id}`: one source is booked once. */
  sourceKey: string;
  actor: Actor;
  status?: LedgerStatus;
  postId?: string | null;
  paymentId?: string | null;
}

export type Booked =
  | { outcome: 'booked'; entry: LedgerRow }
  /** The source was booked before, by this call's twin or an earlier delivery; nothing changed. */
  | { outcome: 'already-booked' }
  /** A debit larger than the balance; nothing changed. */
  | { outcome: 'insufficient'; balanceCents: number };

/**
 * Books one entry and moves the balance by it, in the caller's transaction. The entry goes first: its
 * unique source key makes a second booking of the same source wait for the first and then do nothing.
 * The balance moves by a conditional update, so a debit never takes it under zero, whatever runs at
 * the same time. Call it inside `withTransaction`, with whatever else the booking's cause writes.
 */
export async function book(tx: Database, scope: LocationScope, booking: Booking): Promise<Booked> {
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      locationId: scope.locationId,
      kind: booking.kind,
      cents: booking.cents,
      balanceAfterCents: 0,
      status: booking.status ?? 'succeeded',
      reason: booking.reason,
      sourceKey: booking.sourceKey,
      actorId: booking.actor.id,
      actorLabel: booking.actor.label,
      postId: booking.postId ?? null,
      paymentId: booking.paymentId ?? null,
    })
    .onConflictDoNothing({ target: ledgerEntries.sourceKey })
    .returning();
  if (!entry) return { outcome: 'already-booked' };

  const balanceCents = await move(tx, scope, booking.cents);
  if (balanceCents === null) {
    await tx.delete(ledgerEntries).where(eq(ledgerEntries.id, entry.id));
    return { outcome: 'insufficient', balanceCents: await balanceOf(tx, scope) };
  }
  const [settled] = await tx
    .update(ledgerEntries)
    .set({ balanceAfterCents: balanceCents })
    .where(eq(ledgerEntries.id, entry.id))
    .returning();
  if (!settled) throw new Error('ledger entry vanished while it was booked');
  return { outcome: 'booked', entry: settled };
}

/** The new balance, or null when taking `cents` away would go under zero. */
async function move(tx: Database, scope: LocationScope, cents: number): Promise<number | null> {
  if (cents >= 0) {
    const [row] = await tx
      .insert(balances)
      .values({ locationId: scope.locationId, cents })
      .onConflictDoUpdate({
        target: balances.locationId,
        set: { cents: sql`${balances.cents} + ${cents}`, updatedAt: sql`now()` },
      })
      .returning({ cents: balances.cents });
    return row?.cents ?? null;
  }
  const [row] = await tx
    .update(balances)
    .set({ cents: sql`${balances.cents} + ${cents}`, updatedAt: sql`now()` })
    .where(and(eq(balances.locationId, scope.locationId), gte(balances.cents, -cents)))
    .returning({ cents: balances.cents });
  return row?.cents ?? null;
}

/** The location's balance in cents; a location that never had an entry has 0. */
export async function balanceOf(db: Database, scope: LocationScope): Promise<number> {
  const [row] = await db
    .select({ cents: balances.cents })
    .from(balances)
    .where(eq(balances.locationId, scope.locationId));
  return row?.cents ?? 0;
}

/** The sum of the location's entries: what the balance must always equal. */
export async function sumOfEntries(db: Database, scope: LocationScope): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string | null>`sum(${ledgerEntries.cents})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.locationId, scope.locationId));
  return Number(row?.cents ?? 0);
}
