import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, ledgerEntries } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import { SystemScopes } from '../../platform/scope.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { adjust, balanceOf, entriesOf, raiseGenerationLimits, setPrices } from '../../test/balance.js';
import { consoleAgency } from '../../test/console-agency.js';
import { generate, WORLD_BREAD_DAY } from '../../test/generate.js';
import { book } from './ledger.js';
import { refundStaleReservations, refundStaleReservationsJob } from './stale-reservations.js';

/** AI actions paid from the balance, with the built-in writer and renderer answering. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function business(prices: Parameters<typeof setPrices>[2] = {}) {
  const agency = await consoleAgency(t);
  await setPrices(t.database.db, agency.agency.id, prices);
  await raiseGenerationLimits(t.database.db, agency.agency.id);
  return agency;
}

const write = (token: string, locationId: string, extra: Record<string, unknown> = {}) =>
  generate(t.app, token, {
    locationId,
    event: WORLD_BREAD_DAY,
    platform: 'Instagram',
    action: 'social',
    ...extra,
  });

const sum = (entries: { cents: number }[]) => entries.reduce((total, entry) => total + entry.cents, 0);

/** A location's shown balance equals the sum of its entries, and its stored balance row too. */
async function expectReconciled(token: string, locationId: string) {
  const shown = (await balanceOf(t, token, locationId)).cents;
  const [row] = await t.database.db.select().from(balances).where(eq(balances.locationId, locationId));
  expect(shown).toBe(sum(await entriesOf(t.database.db, locationId)));
  expect(row?.cents ?? 0).toBe(shown);
  return shown;
}

/** A reservation as an AI action makes it, left behind `minutesAgo` by an instance that then died. */
async function abandonedReservation(locationId: string, cents: number, minutesAgo: number) {
  const scope = await new SystemScopes(t.database.db).location(locationId);
  if (!scope) throw new Error('no location');
  const booked = await withTransaction(t.database.db, (tx) =>
    book(tx, scope, {
      kind: 'debit',
      cents: -cents,
      status: 'reserved',
      reason: 'Write a post: World Bread Day',
      sourceKey: `generation:${randomUUID()}`,
      actor: { id: null, label: 'someone@example.com' },
    }),
  );
  if (booked.outcome !== 'booked') throw new Error(`not booked: ${booked.outcome}`);
  await t.database.db
    .update(ledgerEntries)
    .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(ledgerEntries.id, booked.entry.id));
  return booked.entry;
}

describe('AI actions paid from the balance', () => {
  it('50 concurrent priced generations on exactly 20 prices: 20 succeed, 30 are refused with the price, and 0 is left', async () => {
    const agency = await business({ builtin: { social: 5 } });
    const id = agency.location.id;
    await adjust(t, agency.adminToken, id, 20 * 5);
    const results = await Promise.all(Array.from({ length: 50 }, () => write(agency.clientToken, id)));

    expect(results.filter((result) => result.post)).toHaveLength(20);
    const refused = results.filter((result) => result.status === 402);
    expect(refused).toHaveLength(30);
    for (const result of refused) {
      expect(result.error).toMatchObject({ code: 'insufficient_balance', neededCents: 5 });
    }
    expect(refused[0]?.error?.message).toBe(
      'Writing a post costs $0.05 and this business has $0.00 left. Add balance to go on.',
    );
    expect(await expectReconciled(agency.clientToken, id)).toBe(0);
    const debits = (await entriesOf(t.database.db, id)).filter((entry) => entry.kind === 'debit');
    expect(debits).toHaveLength(20);
    expect(debits.every((entry) => entry.status === 'succeeded' && entry.postId !== null)).toBe(true);
  });

  it("a successful generation's debit is linked to its post, with the action, the event and who asked", async () => {
    const agency = await business({ builtin: { social: 5, image: 20 } });
    const id = agency.location.id;
    await adjust(t, agency.adminToken, id, 1_000);
    const written = await write(agency.clientToken, id);
    const pictured = await write(agency.clientToken, id, {
      action: 'image',
      option: 'Minimal',
      parentId: written.post?._id,
    });
    expect(pictured.post?.imageUrl).toBeTruthy();

    const [, post, picture] = await entriesOf(t.database.db, id);
    expect(post).toMatchObject({
      kind: 'debit',
      cents: -5,
      status: 'succeeded',
      postId: written.post?._id,
      reason: 'Write a post: World Bread Day',
      actorLabel: agency.client.email,
      balanceAfterCents: 995,
    });
    expect(post?.sourceKey).toMatch(/^generation:[0-9a-f-]{36}$/);
    expect(picture).toMatchObject({
      cents: -20,
      postId: pictured.post?._id,
      reason: 'Make a picture: World Bread Day',
    });
    expect(await expectReconciled(agency.clientToken, id)).toBe(975);
  });

  it('a free action books nothing and needs no balance', async () => {
    const agency = await business({ builtin: { image: 20 }, provider: { social: 9 } });
    const written = await write(agency.clientToken, agency.location.id);
    expect(written.post).not.toBeNull();
    expect(await entriesOf(t.database.db, agency.location.id)).toEqual([]);
  });

  it('input refused before the writer is called costs nothing', async () => {
    const agency = await business({ builtin: { tone: 2 } });
    const id = agency.location.id;
    await adjust(t, agency.adminToken, id, 100);
    const refused = await write(agency.clientToken, id, {
      action: 'tone',
      option: 'Playful',
      parentId: randomUUID(),
    });
    expect(refused.status).toBe(404);
    expect(await entriesOf(t.database.db, id)).toHaveLength(1);
    expect((await balanceOf(t, agency.clientToken, id)).cents).toBe(100);
  });
});

describe('reservations left behind by an instance that died', () => {
  it('are refunded once after 15 minutes; newer ones are left to finish', async () => {
    const agency = await business();
    const id = agency.location.id;
    await adjust(t, agency.adminToken, id, 100);
    const stale = await abandonedReservation(id, 30, 16);
    const running = await abandonedReservation(id, 10, 2);
    expect((await balanceOf(t, agency.clientToken, id)).cents).toBe(60);

    const deps = { db: t.database.db, systemScopes: new SystemScopes(t.database.db) };
    await Promise.all([refundStaleReservations(deps), refundStaleReservations(deps)]);
    await refundStaleReservations(deps);

    const entries = await entriesOf(t.database.db, id);
    expect(entries.find((entry) => entry.id === stale.id)?.status).toBe('refunded');
    expect(entries.find((entry) => entry.id === running.id)?.status).toBe('reserved');
    const refunds = entries.filter((entry) => entry.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      cents: 30,
      sourceKey: `refund:${stale.sourceKey}`,
      reason: 'Refund: Write a post: World Bread Day',
    });
    expect(await expectReconciled(agency.clientToken, id)).toBe(90);
  });

  it('are looked for by a job scheduled every five minutes', async () => {
    const { rows } = await t.database.executeSql('select cron from jobs.schedule where name = $1', [
      refundStaleReservationsJob.name,
    ]);
    expect(rows).toEqual([{ cron: '*/5 * * * *' }]);
  });
});

describe('reconciliation', () => {
  it('after credits, debits, refunds and adjustments, every balance is the sum of its entries', async () => {
    const agency = await business({ builtin: { social: 5, image: 20 } });
    const other = await consoleAgency(t);
    await raiseGenerationLimits(t.database.db, other.agency.id);
    const second = await consoleAgency(t);
    const locations = [agency, other, second];
    await Promise.all(
      locations.map((each) => adjust(t, each.adminToken, each.location.id, 500, 'Opening credit')),
    );
    await Promise.all([
      ...Array.from({ length: 6 }, () => write(agency.clientToken, agency.location.id)),
      adjust(t, agency.adminToken, agency.location.id, -120, 'Correction'),
      adjust(t, other.adminToken, other.location.id, 75, 'Goodwill'),
      write(other.clientToken, other.location.id),
      adjust(t, second.adminToken, second.location.id, -500, 'Closed'),
    ]);
    await abandonedReservation(agency.location.id, 40, 20);
    await refundStaleReservations({ db: t.database.db, systemScopes: new SystemScopes(t.database.db) });
    const scope = await new SystemScopes(t.database.db).location(agency.location.id);
    if (!scope) throw new Error('no location');
    await withTransaction(t.database.db, (tx) =>
      book(tx, scope, {
        kind: 'credit',
        cents: 250,
        reason: 'Card payment',
        sourceKey: `payment_intent:pi_${randomUUID()}`,
        actor: { id: null, label: 'Stripe' },
      }),
    );

    const kinds = new Set((await entriesOf(t.database.db, agency.location.id)).map((entry) => entry.kind));
    expect(kinds).toEqual(new Set(['adjustment', 'debit', 'refund', 'credit']));
    expect(await expectReconciled(agency.clientToken, agency.location.id)).toBe(500 - 30 - 120 + 250);
    expect(await expectReconciled(other.clientToken, other.location.id)).toBe(575);
    expect(await expectReconciled(second.clientToken, second.location.id)).toBe(0);
  });
});
