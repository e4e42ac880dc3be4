import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerStatus } from '../../../contract/balance.js';
import { type Dashboard, type DashboardPeriod, dashboardSchema } from '../../../contract/dashboard.js';
import type { PostAction } from '../../../contract/posts.js';
import {
  balances,
  chatConversations,
  chatMessages,
  ledgerEntries,
  locations,
  posts,
} from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { adjust, setPrices } from '../../test/balance.js';
import { callApi, consoleAgency } from '../../test/console-agency.js';
import { createLocation, createUser } from '../../test/factories.js';
import { generate, WORLD_BREAD_DAY } from '../../test/generate.js';

/**
 * The dashboard's six figures and two charts, each against values worked out by hand from the rows
 * seeded below. Now is Tuesday 24 November 2026, 10:00 in New York (the location's zone).
 */

const NOW = new Date('2026-11-24T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

type Agency = Awaited<ReturnType<typeof consoleAgency>>;

async function seedPost(
  locationId: string,
  at: string,
  action: PostAction,
  platform: string,
  provider: string,
) {
  await t.database.db.insert(posts).values({
    locationId,
    eventDate: at.slice(0, 10),
    eventTitle: 'World Bread Day',
    platform,
    action,
    html: '<p>Fresh bread</p>',
    prompt: 'a post',
    provider,
    model: provider === 'builtin' ? 'builtin-writer' : 'gpt-4o-mini',
    durationMs: 10,
    createdAt: new Date(at),
  });
}

async function seedLedger(locationId: string, at: string, cents: number, status: LedgerStatus = 'succeeded') {
  await t.database.db.insert(ledgerEntries).values({
    locationId,
    kind: cents < 0 ? 'debit' : 'credit',
    cents,
    balanceAfterCents: 0,
    status,
    reason: 'Write a post: World Bread Day',
    sourceKey: `seed:${randomUUID()}`,
    actorLabel: 'owner@example.com',
    createdAt: new Date(at),
  });
}

async function seedConversation(locationId: string, userId: string, at: string, replies: string[]) {
  const [conversation] = await t.database.db
    .insert(chatConversations)
    .values({ locationId, userId, title: 'Ideas', createdAt: new Date(at), lastMessageAt: new Date(at) })
    .returning({ id: chatConversations.id });
  if (!conversation) throw new Error('no conversation');
  for (const provider of replies) {
    await t.database.db.insert(chatMessages).values([
      { conversationId: conversation.id, locationId, role: 'user', text: 'Ideas?', createdAt: new Date(at) },
      {
        conversationId: conversation.id,
        locationId,
        role: 'assistant',
        text: 'Bake.',
        provider,
        createdAt: new Date(at),
      },
    ]);
  }
}

async function setBalance(locationId: string, cents: number) {
  await t.database.db.insert(balances).values({ locationId, cents });
}

async function dashboardIn(
  app: TestApp,
  token: string,
  locationId: string,
  period: DashboardPeriod,
  of = 'location',
) {
  const response = await callApi(
    app,
    'GET',
    `/v1/locations/${locationId}/dashboard?period=${period}&of=${of}`,
    token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return dashboardSchema.parse(response.json());
}

const dashboardOf = (token: string, locationId: string, period: DashboardPeriod, of = 'location') =>
  dashboardIn(t, token, locationId, period, of);

let agency: Agency;
let second: { id: string };

beforeAll(async () => {
  agency = await consoleAgency(t);
  const bakery = agency.location.id;
  await seedPost(bakery, '2026-11-24T14:00:00Z', 'social', 'Instagram', 'builtin');
  await seedPost(bakery, '2026-11-10T12:00:00Z', 'social', 'Facebook', 'openai');
  await seedPost(bakery, '2026-11-10T13:00:00Z', 'tone', 'Facebook', 'openai');
  // 23:30 on 31 October in New York: last month there, though November in UTC.
  await seedPost(bakery, '2026-11-01T03:30:00Z', 'social', 'Instagram', 'builtin');
  await seedPost(bakery, '2026-03-05T12:00:00Z', 'social', 'LinkedIn', 'builtin');
  await seedPost(bakery, '2025-12-31T12:00:00Z', 'image', 'Instagram', 'builtin');

  await seedLedger(bakery, '2026-11-24T14:00:00Z', -5);
  await seedLedger(bakery, '2026-11-01T03:30:00Z', -7);
  await seedLedger(bakery, '2026-03-05T12:00:00Z', -11);
  await seedLedger(bakery, '2025-12-31T12:00:00Z', -13);
  // Not spend: a top-up, an action still running, and one given back.
  await seedLedger(bakery, '2026-11-02T12:00:00Z', 1_000);
  await seedLedger(bakery, '2026-11-20T12:00:00Z', -100, 'reserved');
  await seedLedger(bakery, '2026-11-21T12:00:00Z', -50, 'refunded');
  await setBalance(bakery, 900);

  await seedConversation(bakery, agency.client.id, '2026-11-23T12:00:00Z', ['builtin']);
  await seedConversation(bakery, agency.client.id, '2026-11-05T12:00:00Z', ['openai']);
  await seedConversation(bakery, agency.client.id, '2026-10-28T12:00:00Z', ['builtin']);

  // A second client location of the agency, and a trial visitor's business, which is nobody's client.
  second = await createLocation(t.database.db, agency.agency);
  await createUser(t.database.db, agency.agency, [second.id]);
  await seedPost(second.id, '2026-11-20T12:00:00Z', 'social', 'Instagram', 'builtin');
  await seedLedger(second.id, '2026-11-20T12:00:00Z', -3);
  await setBalance(second.id, 100);
  const trial = await createLocation(t.database.db, agency.agency);
  await t.database.db.update(locations).set({ trial: true }).where(eq(locations.id, trial.id));
  await seedPost(trial.id, '2026-11-20T12:00:00Z', 'social', 'Instagram', 'builtin');
  await setBalance(trial.id, 5_000);
});

const figures = (dashboard: Dashboard) => dashboard.figures;

describe("a location's figures over each period", () => {
  it('this month: counted by the days of the location’s time zone, from the 1st', async () => {
    expect(figures(await dashboardOf(agency.clientToken, agency.location.id, 'month'))).toEqual({
      chats: 2,
      apiCalls: 5,
      providerCalls: 3,
      spentCents: 5,
      postsGenerated: 2,
      balanceCents: 900,
      users: 2,
    });
  });

  it('the last 30 days', async () => {
    expect(figures(await dashboardOf(agency.clientToken, agency.location.id, '30d'))).toEqual({
      chats: 3,
      apiCalls: 7,
      providerCalls: 3,
      spentCents: 12,
      postsGenerated: 3,
      balanceCents: 900,
      users: 2,
    });
  });

  it('this year', async () => {
    expect(figures(await dashboardOf(agency.clientToken, agency.location.id, 'year'))).toEqual({
      chats: 3,
      apiCalls: 8,
      providerCalls: 3,
      spentCents: 23,
      postsGenerated: 4,
      balanceCents: 900,
      users: 2,
    });
  });

  it('all time', async () => {
    const dashboard = await dashboardOf(agency.clientToken, agency.location.id, 'all');
    expect(dashboard.from).toBeNull();
    expect(figures(dashboard)).toEqual({
      chats: 3,
      apiCalls: 9,
      providerCalls: 3,
      spentCents: 36,
      postsGenerated: 4,
      balanceCents: 900,
      users: 2,
    });
  });

  it('the period is reported with its bounds and zone', async () => {
    const dashboard = await dashboardOf(agency.clientToken, agency.location.id, 'month');
    expect(dashboard).toMatchObject({
      period: 'month',
      of: 'location',
      from: '2026-11-01',
      to: '2026-11-24',
      timeZone: 'America/New_York',
    });
    expect((await dashboardOf(agency.clientToken, agency.location.id, 'year')).from).toBe('2026-01-01');
    expect((await dashboardOf(agency.clientToken, agency.location.id, '30d')).from).toBe('2026-10-26');
  });
});

describe('the charts', () => {
  it('posts per week by platform, weeks starting on Monday, over the period', async () => {
    expect((await dashboardOf(agency.clientToken, agency.location.id, 'month')).postsPerWeek).toEqual([
      { week: '2026-11-09', platform: 'Facebook', posts: 1 },
      { week: '2026-11-23', platform: 'Instagram', posts: 1 },
    ]);
    expect((await dashboardOf(agency.clientToken, agency.location.id, 'year')).postsPerWeek).toEqual([
      { week: '2026-03-02', platform: 'LinkedIn', posts: 1 },
      { week: '2026-10-26', platform: 'Instagram', posts: 1 },
      { week: '2026-11-09', platform: 'Facebook', posts: 1 },
      { week: '2026-11-23', platform: 'Instagram', posts: 1 },
    ]);
  });

  it('spend per month: the last twelve months, empty months as 0, whatever the period', async () => {
    const { spendPerMonth } = await dashboardOf(agency.clientToken, agency.location.id, 'month');
    expect(spendPerMonth).toHaveLength(12);
    expect(spendPerMonth[0]).toEqual({ month: '2025-12', cents: 13 });
    expect(spendPerMonth.filter((month) => month.cents > 0)).toEqual([
      { month: '2025-12', cents: 13 },
      { month: '2026-03', cents: 11 },
      { month: '2026-10', cents: 7 },
      { month: '2026-11', cents: 5 },
    ]);
  });
});

describe("the whole agency's figures", () => {
  it('an admin sees every client location together, without trial visitors’ businesses', async () => {
    const dashboard = await dashboardOf(agency.adminToken, agency.location.id, 'month', 'agency');
    expect(dashboard.of).toBe('agency');
    expect(figures(dashboard)).toEqual({
      chats: 2,
      apiCalls: 6,
      providerCalls: 3,
      spentCents: 8,
      postsGenerated: 3,
      balanceCents: 1_000,
      users: 3,
    });
  });

  it("a location's client is refused the agency's figures", async () => {
    const response = await callApi(
      t,
      'GET',
      `/v1/locations/${agency.location.id}/dashboard?of=agency`,
      agency.clientToken,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
  });

  it('an unknown period is a 400 naming the field', async () => {
    const response = await callApi(
      t,
      'GET',
      `/v1/locations/${agency.location.id}/dashboard?period=week`,
      agency.clientToken,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'period' });
  });
});

describe('a location with nothing yet', () => {
  it('shows zeros and twelve empty months, not an error', async () => {
    const fresh = await consoleAgency(t);
    const dashboard = await dashboardOf(fresh.clientToken, fresh.location.id, 'all');
    expect(figures(dashboard)).toEqual({
      chats: 0,
      apiCalls: 0,
      providerCalls: 0,
      spentCents: 0,
      postsGenerated: 0,
      balanceCents: 0,
      users: 2,
    });
    expect(dashboard.postsPerWeek).toEqual([]);
    expect(dashboard.spendPerMonth.every((month) => month.cents === 0)).toBe(true);
  });
});

describe('the figures follow what the location does', () => {
  it('a post written through the post studio counts at once: a post, a call and its price', async () => {
    // Posts are stamped by the database's clock, so this app reads today's date from the real clock too.
    const live = await startTestApp();
    try {
      const fresh = await consoleAgency(live);
      await setPrices(live.database.db, fresh.agency.id, { builtin: { social: 25 } });
      await adjust(live, fresh.adminToken, fresh.location.id, 1_000);
      const monthOf = async () =>
        figures(await dashboardIn(live, fresh.clientToken, fresh.location.id, 'month'));
      const before = await monthOf();
      const written = await generate(live.app, fresh.clientToken, {
        locationId: fresh.location.id,
        event: WORLD_BREAD_DAY,
        platform: 'Instagram',
        action: 'social',
      });
      expect(written.post).not.toBeNull();
      expect(await monthOf()).toEqual({
        ...before,
        postsGenerated: before.postsGenerated + 1,
        apiCalls: before.apiCalls + 1,
        spentCents: before.spentCents + 25,
        balanceCents: 1_000 - 25,
      });
    } finally {
      await live.close();
    }
  });

  it('a reservation counts as spend only once it succeeds, and not at all when it is refunded', async () => {
    const fresh = await consoleAgency(t);
    const location = fresh.location.id;
    const [reserved] = await t.database.db
      .insert(ledgerEntries)
      .values({
        locationId: location,
        kind: 'debit',
        cents: -40,
        balanceAfterCents: 0,
        status: 'reserved',
        reason: 'Write a post',
        sourceKey: `seed:${randomUUID()}`,
        actorLabel: 'owner@example.com',
        createdAt: NOW,
      })
      .returning({ id: ledgerEntries.id });
    if (!reserved) throw new Error('no entry');
    const spent = async () => figures(await dashboardOf(fresh.clientToken, location, 'month')).spentCents;
    expect(await spent()).toBe(0);
    const settle = (status: LedgerStatus) =>
      t.database.db.update(ledgerEntries).set({ status }).where(eq(ledgerEntries.id, reserved.id));
    await settle('succeeded');
    expect(await spent()).toBe(40);
    await settle('refunded');
    expect(await spent()).toBe(0);
  });
});
