import { z } from 'zod';
import type { AutoRecharge, AutoRechargeChange, Balance, LedgerPage } from '../../../contract/balance.js';
import { ENTRIES_PAGE_SIZE } from '../../../contract/balance.js';
import { AppError } from '../../core/errors.js';
import type { LocationScope } from '../../platform/scope.js';
import { needsRecharge } from './auto-recharge.js';
import type { BalanceDeps } from './deps.js';
import { presentEntry, presentPayment } from './presenter.js';
import { pricingOf } from './pricing-repository.js';
import { entriesAfter, findBalance, isEntryOf, lastFailedPayment, saveAutoRecharge } from './repository.js';

const cursorSchema = z.uuid();

export function createBalanceService(deps: Pick<BalanceDeps, 'db' | 'cardPayments' | 'lowBalance'>) {
  const { db } = deps;

  /** What the Balance tab shows: the amount, auto-recharge, the prices, and whether cards can pay. */
  async function balance(scope: LocationScope): Promise<Balance> {
    const [record, cardPayments, pricing, failed] = await Promise.all([
      findBalance(db, scope),
      deps.cardPayments(scope),
      pricingOf(db, scope.agencyId),
      lastFailedPayment(db, scope),
    ]);
    return {
      cents: record.cents,
      autoRecharge: record.autoRecharge,
      cardPayments,
      prices: pricing.prices,
      lastFailedPayment: failed ? presentPayment(failed) : null,
    };
  }

  /** A page of the balance log, newest first; `after` is the `next` of the page before. */
  async function entries(scope: LocationScope, after: string | undefined): Promise<LedgerPage> {
    const from = after ?? null;
    if (from !== null && !(cursorSchema.safeParse(from).success && (await isEntryOf(db, scope, from)))) {
      throw AppError.invalid('after', 'is not a page of this balance log');
    }
    const rows = await entriesAfter(db, scope, from);
    const page = rows.slice(0, ENTRIES_PAGE_SIZE);
    const last = page.at(-1);
    return { entries: page.map(presentEntry), next: rows.length > page.length && last ? last.id : null };
  }

  /**
   * Sets auto-recharge, or turns it off; setting it turns on one that had stopped itself. A balance
   * already under the new threshold starts a recharge at once rather than at the next debit.
   */
  async function setAutoRecharge(scope: LocationScope, change: AutoRechargeChange): Promise<AutoRecharge> {
    const saved = await saveAutoRecharge(db, scope, change);
    if (needsRecharge(saved)) await deps.lowBalance(scope);
    return saved.autoRecharge;
  }

  return { balance, entries, setAutoRecharge };
}
