import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { balanceSchema, FREE_USAGE, ledgerEntrySchema, type UsagePrices } from '../../contract/balance.js';
import type { Database } from '../db/open.js';
import { agencies, agencyPricing, ledgerEntries } from '../db/schema.js';
import type { TestApp } from './app.js';
import { callApi } from './console-agency.js';

/** The agency's prices, as its console saves them: every action free but those given. */
export async function setPrices(
  db: Database,
  agencyId: string,
  prices: { builtin?: Partial<UsagePrices['builtin']>; provider?: Partial<UsagePrices['provider']> },
) {
  const full: UsagePrices = {
    builtin: { ...FREE_USAGE.builtin, ...prices.builtin },
    provider: { ...FREE_USAGE.provider, ...prices.provider },
  };
  await db
    .insert(agencyPricing)
    .values({ agencyId, prices: full, monthlyRechargeCapCents: null })
    .onConflictDoUpdate({ target: agencyPricing.agencyId, set: { prices: full } });
}

/** Lifts the agency's posts and pictures a minute, so a test's burst meets the balance before the limits. */
export async function raiseGenerationLimits(db: Database, agencyId: string) {
  await db
    .update(agencies)
    .set({ generationLimits: { postsPerMinute: 1_000, picturesPerMinute: 1_000, picturesPerDay: 1_000 } })
    .where(eq(agencies.id, agencyId));
}

const balanceUrl = (locationId: string) => `/v1/locations/${locationId}/balance`;

/** An agency admin credits (or, with a negative amount, debits) the location by hand. */
export async function adjust(
  t: TestApp,
  adminToken: string,
  locationId: string,
  cents: number,
  reason = 'Test',
) {
  const response = await callApi(t, 'POST', `${balanceUrl(locationId)}/adjustments`, adminToken, {
    cents,
    reason,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ledgerEntrySchema.parse(response.json());
}

export async function balanceOf(t: TestApp, token: string, locationId: string) {
  const response = await callApi(t, 'GET', balanceUrl(locationId), token);
  expect(response.statusCode, response.body).toBe(200);
  return balanceSchema.parse(response.json());
}

/** Every entry of the location, oldest first, straight from the ledger. */
export function entriesOf(db: Database, locationId: string) {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.locationId, locationId))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}
