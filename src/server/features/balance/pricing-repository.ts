import { eq, sql } from 'drizzle-orm';
import type { PricingChange } from '../../../contract/agency-console/billing.js';
import { FREE_USAGE, type UsagePrices } from '../../../contract/balance.js';
import type { Database } from '../../db/open.js';
import { agencyPricing } from '../../db/schema.js';
import type { AgencyScope } from '../../platform/scope.js';

export interface Pricing {
  prices: UsagePrices;
  /** The most auto-recharge may charge one location in a calendar month; null is no cap. */
  monthlyRechargeCapCents: number | null;
}

/** An agency that never set prices charges nothing and caps nothing. */
export const NO_PRICING: Pricing = { prices: FREE_USAGE, monthlyRechargeCapCents: null };

/** What the agency charges its clients for AI usage; read by id, since every location scope carries it. */
export async function pricingOf(db: Database, agencyId: string): Promise<Pricing> {
  const [row] = await db
    .select({ prices: agencyPricing.prices, cap: agencyPricing.monthlyRechargeCapCents })
    .from(agencyPricing)
    .where(eq(agencyPricing.agencyId, agencyId));
  return row ? { prices: row.prices, monthlyRechargeCapCents: row.cap } : NO_PRICING;
}

export async function savePricing(db: Database, scope: AgencyScope, change: PricingChange): Promise<void> {
  await db
    .insert(agencyPricing)
    .values({ agencyId: scope.agencyId, ...change })
    .onConflictDoUpdate({
      target: agencyPricing.agencyId,
      set: {
        prices: change.prices,
        monthlyRechargeCapCents: change.monthlyRechargeCapCents,
        updatedAt: sql`now()`,
      },
    });
}
