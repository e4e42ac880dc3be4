import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventSchema } from '../../../contract/agency-console/audit.js';
import {
  type ConsoleNewsItem,
  consoleNewsItemSchema,
  consoleNewsSummarySchema,
} from '../../../contract/agency-console/news.js';
import { newsFeedSchema } from '../../../contract/news.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { callApi, consoleAgency, type Method } from '../../test/console-agency.js';
import { createNews, newsInput, paragraphs } from '../../test/news.js';

/** The agency console's news: written, listed, changed, illustrated and deleted by the agency's admins. */

let t: TestApp;
/** The clock moves a second forward at every reading, so each item is newer than the one before. */
let seconds = 0;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(Date.UTC(2026, 10, 23, 9, 0, seconds++)) });
});
afterAll(() => t.close());

type Agency = Awaited<ReturnType<typeof consoleAgency>>;

const write = (agency: Agency, overrides: Record<string, unknown> = {}) =>
  createNews(t, agency.agency.id, agency.adminToken, overrides);

async function listOf(agency: Agency, query = '') {
  const response = await callApi(t, 'GET', agency.url(`/news${query}`), agency.adminToken);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { items: consoleNewsSummarySchema.array().parse(body.items), total: Number(body.total) };
}

async function auditOf(agency: Agency, action: string) {
  const response = await callApi(t, 'GET', agency.url(`/audit?action=${action}`), agency.adminToken);
  return auditEventSchema.array().parse(response.json().events);
}

const square = (format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width: 12, height: 8, channels: 3, background: '#3d5a80' } })
    .toFormat(format)
    .toBuffer();

const uploadPicture = async (agency: Agency, newsId: string, bytes: Buffer) =>
  callApi(t, 'PUT', agency.url(`/news/${newsId}/picture`), agency.adminToken, {
    data: bytes.toString('base64'),
  });

async function withPicture(agency: Agency, newsId: string, bytes: Buffer): Promise<ConsoleNewsItem> {
  const response = await uploadPicture(agency, newsId, bytes);
  expect(response.statusCode, response.body).toBe(200);
  return consoleNewsItemSchema.parse(response.json());
}

const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url });

describe('writing a news item', () => {
  it('stores the title, description, status, pin and audience, by whom and when, and audits it', async () => {
    const agency = await consoleAgency(t);
    const item = await write(agency, { title: 'Spring menu', status: 'draft', pinned: true });
    expect(item).toMatchObject({
      title: 'Spring menu',
      status: 'draft',
      pinned: true,
      audience: 'all',
      planIds: [],
      locationIds: [],
      pictureUrl: null,
      publishedAt: null,
      author: { id: agency.admin.id, email: agency.admin.email },
      description: paragraphs('We are open every day this week.'),
    });
    expect(item.createdAt).toBe(item.updatedAt);
    expect(await auditOf(agency, 'news.create')).toEqual([
      expect.objectContaining({ subject: 'Spring menu', before: null }),
    ]);
  });

  it('stamps the time an item is published, keeps it while it stays published, and clears it for a draft', async () => {
    const agency = await consoleAgency(t);
    const item = await write(agency);
    expect(item.publishedAt).toBe(item.createdAt);
    const update = (status: string) =>
      callApi(
        t,
        'PATCH',
        agency.url(`/news/${item.id}`),
        agency.adminToken,
        newsInput({ status, title: 'New' }),
      );
    const stillPublished = consoleNewsItemSchema.parse((await update('published')).json());
    expect(stillPublished.publishedAt).toBe(item.publishedAt);
    expect(stillPublished.title).toBe('New');
    expect(consoleNewsItemSchema.parse((await update('draft')).json()).publishedAt).toBeNull();
    expect(await auditOf(agency, 'news.update')).toHaveLength(2);
  });

  it('keeps only the list the audience names', async () => {
    const agency = await consoleAgency(t);
    const item = await write(agency, {
      audience: 'locations',
      locationIds: [agency.location.id],
      planIds: [agency.agency.planId],
    });
    expect(item).toMatchObject({ audience: 'locations', locationIds: [agency.location.id], planIds: [] });
  });

  it('is a 400 naming the field for a bad title, status, audience or description', async () => {
    const agency = await consoleAgency(t);
    const cases: [string, Record<string, unknown>][] = [
      ['title', { title: '   ' }],
      ['title', { title: 'x'.repeat(201) }],
      ['status', { status: 'live' }],
      ['audience', { audience: 'everyone' }],
      ['planIds', { audience: 'plans' }],
      ['locationIds', { audience: 'locations', locationIds: [] }],
      ['planIds.0', { audience: 'plans', planIds: ['not-a-plan'] }],
      ['locationIds', { audience: 'locations', locationIds: [agency.location.id, agency.location.id] }],
      ['description', { description: '<p>HTML is not a document</p>' }],
      ['description.content.0.type', { description: { type: 'doc', content: [{ type: 'table' }] } }],
    ];
    for (const [field, change] of cases) {
      const response = await callApi(t, 'POST', agency.url('/news'), agency.adminToken, newsInput(change));
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({ code: 'invalid_input', field });
    }
    expect((await listOf(agency)).total).toBe(0);
  });

  it("is a 404 for another agency's plan or location in the audience, and nothing is written", async () => {
    const agency = await consoleAgency(t);
    const other = await consoleAgency(t);
    for (const change of [
      { audience: 'plans', planIds: [other.agency.planId] },
      { audience: 'locations', locationIds: [other.location.id] },
    ]) {
      const response = await callApi(t, 'POST', agency.url('/news'), agency.adminToken, newsInput(change));
      expect(response.statusCode).toBe(404);
    }
    expect((await listOf(agency)).total).toBe(0);
  });
});

describe('the list of news items', () => {
  it('lists newest first, searches titles and filters by status, 20 to a page with the total', async () => {
    const agency = await consoleAgency(t);
    for (let index = 0; index < 22; index++) {
      await write(agency, { title: `Update ${index}`, status: index % 2 === 0 ? 'published' : 'draft' });
    }
    await write(agency, { title: 'Bake 100% sourdough' });

    const first = await listOf(agency);
    expect(first.total).toBe(23);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.title).toBe('Bake 100% sourdough');
    expect(first.items[1]?.title).toBe('Update 21');
    const second = await listOf(agency, '?page=2');
    expect(second.items.map((item) => item.title)).toEqual(['Update 2', 'Update 1', 'Update 0']);

    expect((await listOf(agency, '?search=100%25')).items.map((item) => item.title)).toEqual([
      'Bake 100% sourdough',
    ]);
    expect((await listOf(agency, '?search=update%201')).total).toBe(11);
    expect((await listOf(agency, '?status=draft')).total).toBe(11);
    expect((await listOf(agency, '?status=published')).total).toBe(12);
  });

  it("shows nothing of another agency's news", async () => {
    const agency = await consoleAgency(t);
    const other = await consoleAgency(t);
    await write(other);
    expect(await listOf(agency)).toEqual({ items: [], total: 0 });
  });
});

describe("a news item's picture", () => {
  it("is re-encoded into the agency's media folder and shown on Home", async () => {
    const agency = await consoleAgency(t);
    const item = await write(agency);
    const tagged = await sharp(await square('jpeg'))
      .withExif({ IFD0: { Artist: 'SECRET-CAMERA-OWNER' } })
      .jpeg()
      .toBuffer();
    const changed = await withPicture(agency, item.id, tagged);
    expect(changed.pictureUrl).toMatch(
      new RegExp(`^/media/agencies/${agency.agency.id}/[0-9a-f-]{36}\\.jpg$`),
    );

    const served = await fetchMedia(changed.pictureUrl ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.includes('SECRET-CAMERA-OWNER')).toBe(false);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 12, height: 8 });

    const feed = newsFeedSchema.parse(
      (await callApi(t, 'GET', `/v1/locations/${agency.location.id}/news`, agency.clientToken)).json(),
    );
    expect(feed.items[0]?.pictureUrl).toBe(changed.pictureUrl);
  });

  it('replaces the previous picture, whose file goes, and can be removed', async () => {
    const agency = await consoleAgency(t);
    const item = await write(agency);
    const first = (await withPicture(agency, item.id, await square('png'))).pictureUrl ?? '';
    const second = (await withPicture(agency, item.id, await square('webp'))).pictureUrl ?? '';
    expect((await fetchMedia(first)).statusCode).toBe(404);
    expect((await fetchMedia(second)).statusCode).toBe(200);

    const removed = await callApi(t, 'DELETE', agency.url(`/news/${item.id}/picture`), agency.adminToken);
    expect(consoleNewsItemSchema.parse(removed.json()).pictureUrl).toBeNull();
    expect((await fetchMedia(second)).statusCode).toBe(404);
    expect((await auditOf(agency, 'news.picture')).map((event) => event.after)).toEqual([
      { picture: null },
      { picture: second },
      { picture: first },
    ]);
  });

  it('refuses a file that is not a PNG, JPEG or WebP picture with a 415', async () => {
    const agency = await consoleAgency(t);
    const item = await write(agency);
    for (const bytes of [
      await square('gif'),
      Buffer.from('<svg onload="alert(1)"/>'),
      Buffer.from('hello'),
    ]) {
      const response = await uploadPicture(agency, item.id, bytes);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        code: 'unsupported_media_type',
        field: 'data',
        message: 'The picture must be a PNG, JPEG or WebP image.',
      });
    }
  });

  it('is a 404 for an item that does not exist', async () => {
    const agency = await consoleAgency(t);
    const response = await uploadPicture(agency, randomUUID(), await square('png'));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('News item not found');
  });
});

describe('deleting a news item', () => {
  it('removes it from the console and from Home, with its picture, and audits it', async () => {
    const agency = await consoleAgency(t);
    const item = await write(agency, { title: 'Closing early' });
    const picture = (await withPicture(agency, item.id, await square('png'))).pictureUrl ?? '';
    const response = await callApi(t, 'DELETE', agency.url(`/news/${item.id}`), agency.adminToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect((await listOf(agency)).total).toBe(0);
    const feed = newsFeedSchema.parse(
      (await callApi(t, 'GET', `/v1/locations/${agency.location.id}/news`, agency.clientToken)).json(),
    );
    expect(feed.items).toEqual([]);
    expect((await fetchMedia(picture)).statusCode).toBe(404);
    expect(await auditOf(agency, 'news.delete')).toEqual([
      expect.objectContaining({ subject: 'Closing early', after: null }),
    ]);
    expect((await callApi(t, 'DELETE', agency.url(`/news/${item.id}`), agency.adminToken)).statusCode).toBe(
      404,
    );
  });
});

describe('who may use the news console', () => {
  const routes = async (agency: Agency, newsId: string): Promise<[Method, string, object?][]> => [
    ['GET', agency.url('/news')],
    ['POST', agency.url('/news'), newsInput()],
    ['GET', agency.url(`/news/${newsId}`)],
    ['PATCH', agency.url(`/news/${newsId}`), newsInput()],
    ['PUT', agency.url(`/news/${newsId}/picture`), { data: (await square('png')).toString('base64') }],
    ['DELETE', agency.url(`/news/${newsId}/picture`)],
    ['DELETE', agency.url(`/news/${newsId}`)],
  ];

  it("answers the agency's clients 403 on every route", async () => {
    const agency = await consoleAgency(t);
    const item = await write(agency);
    for (const [method, url, body] of await routes(agency, item.id)) {
      expect((await callApi(t, method, url, agency.clientToken, body)).statusCode, `${method} ${url}`).toBe(
        403,
      );
    }
  });

  it("answers another agency's admin 404 on every route, by our agency's id or their own", async () => {
    const agency = await consoleAgency(t);
    const other = await consoleAgency(t);
    const item = await write(agency, { title: 'Ours' });
    const theirOwnAgency = { ...agency, url: other.url };
    for (const target of [agency, theirOwnAgency]) {
      for (const [method, url, body] of await routes(target, item.id)) {
        if (target === theirOwnAgency && url.endsWith('/news')) continue;
        const response = await callApi(t, method, url, other.adminToken, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const kept = await callApi(t, 'GET', agency.url(`/news/${item.id}`), agency.adminToken);
    expect(consoleNewsItemSchema.parse(kept.json())).toMatchObject({ title: 'Ours', pictureUrl: null });
  });
});
