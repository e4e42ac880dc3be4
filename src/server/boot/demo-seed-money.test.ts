import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/open.js';
import { agencies, agencyPricing, balances, ledgerEntries, locations } from '../db/schema.js';
import { withTransaction } from '../db/transaction.js';
import { SecretBox } from '../infra/secret-box.js';
import { seedDemoData } from './demo-seed.js';
import { DEMO_PRICES, seedDemoMoney } from './demo-seed-money.js';
import { prepareDatabase } from './prepare.js';

/** The seed fills only an empty database, so this file has one of its own. */
let database: DatabaseHandle;
let agencyId: string;
let locationIds: string[];
beforeAll(async () => {
  database = await openDatabase({ memory: true });
  await prepareDatabase(database);
  await seedDemoData(database.db, new SecretBox(randomBytes(32)), {
    email: 'demo@example.com',
    adminEmail: 'admin@example.com',
    password: 'demo password 42',
    embedSecret: undefined,
  });
  const [agency] = await database.db.select().from(agencies).where(eq(agencies.name, 'Demo Agency'));
  if (!agency) throw new Error('no demo agency');
  agencyId = agency.id;
  locationIds = (
    await database.db.select({ id: locations.id }).from(locations).where(eq(locations.agencyId, agency.id))
  ).map((location) => location.id);
});
afterAll(() => database.close());

const balancesOfDemo = async () =>
  Promise.all(
    locationIds.map(async (id) => ({
      cents: (await database.db.select().from(balances).where(eq(balances.locationId, id)))[0]?.cents,
      entries: await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.locationId, id)),
    })),
  );

describe('the demo seed', () => {
  it('prices the demo agency: 5¢ a post, 2¢ a tone or translation, 20¢ a picture, 1¢ a chat message', async () => {
    const [pricing] = await database.db
      .select()
      .from(agencyPricing)
      .where(eq(agencyPricing.agencyId, agencyId));
    expect(pricing?.prices).toEqual(DEMO_PRICES);
    expect(DEMO_PRICES.builtin).toEqual({ social: 5, tone: 2, translate: 2, image: 20, chat: 1 });
  });

  it('gives each demo location a $10 opening credit, booked once however often it runs', async () => {
    expect(locationIds).toHaveLength(2);
    await withTransaction(database.db, (tx) => seedDemoMoney(tx, agencyId, locationIds));
    for (const { cents, entries } of await balancesOfDemo()) {
      expect(cents).toBe(1_000);
      expect(entries).toMatchObject([{ kind: 'credit', cents: 1_000, reason: 'Opening credit' }]);
      expect(entries[0]?.sourceKey).toMatch(/^opening-credit:/);
    }
  });

  it('keeps prices the agency set since', async () => {
    const own = { builtin: { ...DEMO_PRICES.builtin, social: 9 }, provider: DEMO_PRICES.provider };
    await database.db.update(agencyPricing).set({ prices: own }).where(eq(agencyPricing.agencyId, agencyId));
    await withTransaction(database.db, (tx) => seedDemoMoney(tx, agencyId, locationIds));
    const [pricing] = await database.db
      .select()
      .from(agencyPricing)
      .where(eq(agencyPricing.agencyId, agencyId));
    expect(pricing?.prices.builtin.social).toBe(9);
  });
});
