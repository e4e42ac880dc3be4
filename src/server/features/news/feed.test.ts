import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleLocationSchema } from '../../../contract/agency-console/locations.js';
import { consolePlanSchema } from '../../../contract/agency-console/plans.js';
import { legacyRoutes } from '../../../contract/legacy.js';
import { type NewsFeed, newsFeedSchema } from '../../../contract/news.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { callApi, consoleAgency } from '../../test/console-agency.js';
import { createUser } from '../../test/factories.js';
import { createNews, newsInput } from '../../test/news.js';
import { signIn } from '../../test/sign-in.js';

/** Home's news feed: what each location sees, in what order, a page at a time. */

let t: TestApp;
/** The clock moves a minute forward at every reading, so each item is newer than the one before. */
let minutes = 0;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(Date.UTC(2026, 10, 23, 9, minutes++)) });
});
afterAll(() => t.close());

type Agency = Awaited<ReturnType<typeof consoleAgency>>;

async function feedOf(locationId: string, token: string, query = ''): Promise<NewsFeed> {
  const response = await callApi(t, 'GET', `/v1/locations/${locationId}/news${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return newsFeedSchema.parse(response.json());
}

const titlesOf = async (locationId: string, token: string) =>
  (await feedOf(locationId, token)).items.map((item) => item.title);

async function planOf(agency: Agency, name: string) {
  const response = await callApi(t, 'POST', agency.url('/plans'), agency.adminToken, {
    name,
    type: 'free',
    apps: ['calendar'],
    userLimit: 5,
  });
  return consolePlanSchema.parse(response.json());
}

/** A new location of the agency on the plan (or none), and a signed-in client of it. */
async function clientOn(agency: Agency, planId: string | null) {
  const response = await callApi(t, 'POST', agency.url('/locations'), agency.adminToken, {
    businessName: 'Corner Bakery',
    firstName: '',
    email: '',
    phoneNumber: '',
    address: '',
    country: 'US',
    timeZone: 'America/New_York',
    planId,
  });
  const location = consoleLocationSchema.parse(response.json());
  const user = await createUser(t.database.db, agency.agency, [location.id]);
  return { location, token: await signIn(t.app, user) };
}

const publish = (agency: Agency, overrides: Record<string, unknown> = {}) =>
  createNews(t, agency.agency.id, agency.adminToken, overrides);

describe('who sees a news item', () => {
  it("an item for all locations is seen by every location of the agency and by no other agency's", async () => {
    const agency = await consoleAgency(t);
    const other = await consoleAgency(t);
    const second = await clientOn(agency, null);
    await publish(agency, { title: 'For everyone' });
    expect(await titlesOf(agency.location.id, agency.clientToken)).toEqual(['For everyone']);
    expect(await titlesOf(second.location.id, second.token)).toEqual(['For everyone']);
    expect(await titlesOf(other.location.id, other.clientToken)).toEqual([]);
  });

  it('an item for plan P is seen by a location on P and not by others', async () => {
    const agency = await consoleAgency(t);
    const gold = await planOf(agency, 'Gold');
    const silver = await planOf(agency, 'Silver');
    const onGold = await clientOn(agency, gold.id);
    const onSilver = await clientOn(agency, silver.id);
    const onNone = await clientOn(agency, null);
    await publish(agency, { title: 'Gold members', audience: 'plans', planIds: [gold.id] });

    expect(await titlesOf(onGold.location.id, onGold.token)).toEqual(['Gold members']);
    expect(await titlesOf(onSilver.location.id, onSilver.token)).toEqual([]);
    expect(await titlesOf(onNone.location.id, onNone.token)).toEqual([]);
    // The starter plan the agency's first location is on is not Gold either.
    expect(await titlesOf(agency.location.id, agency.clientToken)).toEqual([]);
  });

  it("follows a location's plan as it is now: moved onto P, it sees P's news", async () => {
    const agency = await consoleAgency(t);
    const gold = await planOf(agency, 'Gold');
    const client = await clientOn(agency, null);
    await publish(agency, { title: 'Gold members', audience: 'plans', planIds: [gold.id] });
    expect(await titlesOf(client.location.id, client.token)).toEqual([]);
    await callApi(t, 'PATCH', agency.url(`/locations/${client.location.id}`), agency.adminToken, {
      businessName: 'Corner Bakery',
      firstName: '',
      email: '',
      phoneNumber: '',
      address: '',
      country: 'US',
      timeZone: 'America/New_York',
      planId: gold.id,
    });
    expect(await titlesOf(client.location.id, client.token)).toEqual(['Gold members']);
  });

  it('an item for some locations is seen by those locations only', async () => {
    const agency = await consoleAgency(t);
    const chosen = await clientOn(agency, null);
    await publish(agency, {
      title: 'Just for you',
      audience: 'locations',
      locationIds: [chosen.location.id],
    });
    expect(await titlesOf(chosen.location.id, chosen.token)).toEqual(['Just for you']);
    expect(await titlesOf(agency.location.id, agency.clientToken)).toEqual([]);
  });

  it('never shows a draft; publishing shows it, and taking it back to a draft hides it again', async () => {
    const agency = await consoleAgency(t);
    const draft = await publish(agency, { title: 'Coming soon', status: 'draft' });
    expect(await titlesOf(agency.location.id, agency.clientToken)).toEqual([]);

    const published = await callApi(
      t,
      'PATCH',
      agency.url(`/news/${draft.id}`),
      agency.adminToken,
      newsInput({ title: 'Coming soon' }),
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(await titlesOf(agency.location.id, agency.clientToken)).toEqual(['Coming soon']);

    await callApi(
      t,
      'PATCH',
      agency.url(`/news/${draft.id}`),
      agency.adminToken,
      newsInput({ title: 'Coming soon', status: 'draft' }),
    );
    expect(await titlesOf(agency.location.id, agency.clientToken)).toEqual([]);
  });
});

describe('the order and pages of the feed', () => {
  it('shows pinned items first, then the newest, with the agency as each tag', async () => {
    const agency = await consoleAgency(t);
    await publish(agency, { title: 'Oldest pinned', pinned: true });
    await publish(agency, { title: 'Old' });
    await publish(agency, { title: 'Newest pinned', pinned: true });
    await publish(agency, { title: 'New' });
    const feed = await feedOf(agency.location.id, agency.clientToken);
    expect(feed.items.map((item) => [item.title, item.pinned])).toEqual([
      ['Newest pinned', true],
      ['Oldest pinned', true],
      ['New', false],
      ['Old', false],
    ]);
    expect(feed.items[0]?.agency).toEqual({ id: agency.agency.id, name: agency.agency.name });
    expect(feed.next).toBeNull();
  });

  it('pages through the feed without skipping or repeating an item', async () => {
    const agency = await consoleAgency(t);
    for (let index = 0; index < 13; index++) {
      await publish(agency, { title: `Item ${index}`, pinned: index % 4 === 0 });
    }
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const query: string = `?limit=5${after ? `&after=${encodeURIComponent(after)}` : ''}`;
      const page = await feedOf(agency.location.id, agency.clientToken, query);
      expect(page.items.length).toBeLessThanOrEqual(5);
      seen.push(...page.items.map((item) => item.title));
      after = page.next;
    } while (after);
    expect(seen).toEqual([
      'Item 12',
      'Item 8',
      'Item 4',
      'Item 0',
      'Item 11',
      'Item 10',
      'Item 9',
      'Item 7',
      'Item 6',
      'Item 5',
      'Item 3',
      'Item 2',
      'Item 1',
    ]);
  });

  it('answers a 400 naming `after` for a cursor that is not one, never a 500', async () => {
    const agency = await consoleAgency(t);
    for (const after of [
      'yesterday',
      '2~2026-11-23T09:00:00.000Z~00000000-0000-4000-8000-000000000000',
      '1~2026-13-45T09:00:00.000Z~00000000-0000-4000-8000-000000000000',
      '1~0000-01-01T00:00:00.000Z~00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await callApi(
        t,
        'GET',
        `/v1/locations/${agency.location.id}/news?after=${encodeURIComponent(after)}`,
        agency.clientToken,
      );
      expect(response.statusCode, after).toBe(400);
      expect(response.json().field).toBe('after');
    }
  });
});

describe('GET /v1/feeds/filter (the spec’s newsfeed filter call)', () => {
  const legacyFeed = (agencyId: string, token: string, extra = '') =>
    callApi(t, 'GET', `${'/v1'}${legacyRoutes.newsFeed.path}?agency_id=${agencyId}${extra}`, token);

  it("answers the agency's news for the caller's location in the earlier fields", async () => {
    const agency = await consoleAgency(t);
    const item = await publish(agency, { title: 'Holiday hours', pinned: true });
    const response = await legacyFeed(agency.agency.id, agency.clientToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          _id: item.id,
          name: 'Holiday hours',
          description: '<p>We are open every day this week.</p>',
          file: null,
          pinned: true,
          createdAt: item.createdAt,
          agency_id: { _id: agency.agency.id, name: agency.agency.name },
        },
      ],
      next: null,
    });
  });

  it('shows only what the location named (or the first) may see', async () => {
    const agency = await consoleAgency(t);
    const gold = await planOf(agency, 'Gold');
    const onGold = await clientOn(agency, gold.id);
    await publish(agency, { title: 'Gold members', audience: 'plans', planIds: [gold.id] });
    const names = async (token: string, extra = '') =>
      (await legacyFeed(agency.agency.id, token, extra))
        .json()
        .data.map((item: { name: string }) => item.name);
    expect(await names(onGold.token)).toEqual(['Gold members']);
    expect(await names(agency.clientToken)).toEqual([]);
    expect(await names(agency.adminToken, `&locationId=${onGold.location.id}`)).toEqual(['Gold members']);
    expect(await names(agency.adminToken, `&locationId=${agency.location.id}`)).toEqual([]);
  });

  it("is a 404 for another agency's id, which shows nothing of its news", async () => {
    const agency = await consoleAgency(t);
    const other = await consoleAgency(t);
    await publish(other, { title: 'Theirs' });
    const response = await legacyFeed(other.agency.id, agency.clientToken);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Theirs');
  });
});
