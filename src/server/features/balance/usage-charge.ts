import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PricedAction, PriceEngine } from '../../../contract/balance.js';
import { formatCents } from '../../../contract/money.js';
import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import { retriedOnLostConnection } from '../../db/connection-lost.js';
import type { Database } from '../../db/open.js';
import { ledgerEntries } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import type { LocationScope } from '../../platform/scope.js';
import { rechargeIfLow } from './auto-recharge.js';
import type { BalanceDeps } from './deps.js';
import { book, type LedgerRow } from './ledger.js';
import { pricingOf } from './pricing-repository.js';

/** How the refusal names an action: "Writing a post costs $0.05 …". */
const DOING: Record<PricedAction, string> = {
  social: 'Writing a post',
  tone: 'Changing the tone of a post',
  translate: 'Translating a post',
  image: 'Making a picture',
  chat: 'A chat message',
};

/** The price of one AI action, reserved before its engine is called. */
export interface Charge {
  /** Makes the reservation the debit of the stored post; call it in the transaction that stores the post. */
  settle(tx: Database, postId?: string): Promise<void>;
  /** Gives the price back; once, however often it is called, and not at all once it was settled. */
  refund(): Promise<void>;
}

/** A free action reserves nothing, so there is nothing to settle or refund. */
const FREE: Charge = { settle: async () => undefined, refund: async () => undefined };

export type Reservation = Pick<LedgerRow, 'id' | 'cents' | 'reason' | 'sourceKey' | 'actorId' | 'actorLabel'>;

/**
 * Refunds a reservation that is still reserved: marks it refunded and books the refund in one
 * transaction. The status changes only from `reserved`, and the refund's source key is unique, so a
 * reservation settled meanwhile, or refunded by someone else first, is left as it is. True when this
 * call refunded it.
 */
export async function refundReservation(
  db: Database,
  scope: LocationScope,
  reservation: Reservation,
): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const [released] = await tx
      .update(ledgerEntries)
      .set({ status: 'refunded' })
      .where(
        and(
          eq(ledgerEntries.id, reservation.id),
          eq(ledgerEntries.locationId, scope.locationId),
          eq(ledgerEntries.status, 'reserved'),
        ),
      )
      .returning({ id: ledgerEntries.id });
    if (!released) return false;
    const refunded = await book(tx, scope, {
      kind: 'refund',
      cents: -reservation.cents,
      reason: `Refund: ${reservation.reason}`,
      sourceKey: `refund:${reservation.sourceKey}`,
      actor: { id: reservation.actorId, label: reservation.actorLabel },
    });
    return refunded.outcome === 'booked';
  });
}

/** Charges AI actions to the location's balance at the prices its agency set. */
export function createUsageCharges(deps: Pick<BalanceDeps, 'db' | 'lowBalance'>) {
  /**
   * Reserves the action's price, atomically: with too little balance nothing is taken and the caller
   * hears `insufficient_balance` with the price. `engine` is who will answer (the built-in writer or
   * renderer, or a provider), since an agency may price them differently; `label` is the log's reason.
   */
  async function reserve(
    scope: LocationScope,
    principal: Principal,
    action: PricedAction,
    engine: PriceEngine,
    label: string,
  ): Promise<Charge> {
    // A trial visitor's posts are bounded by their free posts, not paid from a balance they cannot have.
    if (scope.location.trial) return FREE;
    const cents = (await pricingOf(deps.db, scope.agencyId)).prices[engine][action];
    if (cents === 0) return FREE;
    const booked = await withTransaction(deps.db, (tx) =>
      book(tx, scope, {
        kind: 'debit',
        cents: -cents,
        status: 'reserved',
        reason: label,
        sourceKey: `generation:${randomUUID()}`,
        actor: { id: principal.userId, label: principal.email },
      }),
    );
    if (booked.outcome === 'insufficient') {
      throw AppError.of(
        'insufficient_balance',
        `${DOING[action]} costs ${formatCents(cents)} and this business has ${formatCents(booked.balanceCents)} left. Add balance to go on.`,
        { neededCents: cents },
      );
    }
    if (booked.outcome === 'already-booked') throw new Error('a new generation key was booked before');
    const reservation = booked.entry;
    const charge: Charge = {
      settle: async (tx, postId) => {
        // Matches nothing only if the reservation was refunded as abandoned first: the post is then free.
        await tx
          .update(ledgerEntries)
          .set({ status: 'succeeded', postId })
          .where(
            and(
              eq(ledgerEntries.id, reservation.id),
              eq(ledgerEntries.locationId, scope.locationId),
              eq(ledgerEntries.status, 'reserved'),
            ),
          );
      },
      refund: async () => {
        // A refund lost with its connection would leave the price reserved until the sweep for stale
        // reservations; it is safe to repeat, so it is tried again on a new connection.
        await retriedOnLostConnection(() => refundReservation(deps.db, scope, reservation));
      },
    };
    try {
      await rechargeIfLow(deps, scope);
    } catch (error) {
      await charge.refund();
      throw error;
    }
    return charge;
  }

  return { reserve };
}

export type UsageCharges = ReturnType<typeof createUsageCharges>;
