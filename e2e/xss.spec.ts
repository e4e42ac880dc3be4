import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { consoleLocationSchema } from '../src/contract/agency-console/locations.js';
import { MAX_OFFERS } from '../src/contract/brand-profile.js';
import { generationEventSchema } from '../src/contract/posts.js';
import { xssPayloads } from '../src/server/test/xss-corpus.js';
import { ChatApp } from './pages/ChatApp.js';
import { HomeNews } from './pages/HomeNews.js';
import { TeamTab } from './pages/TeamTab.js';
import { A_DAY, atDate } from './support/clock.js';
import { MAIL_APP_URL, MODEL_APP_URL, SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD } from './support/constants.js';
import {
  test as base,
  createTenant,
  createUserOf,
  expect,
  loginThroughApi,
  type Tenant,
} from './support/fixtures.js';

/*
 * The shared payloads written into every screen that shows people's or a model's words, in Chromium.
 * Each payload that ran would call window.__xss(its index), load /__e2e/xss/<its index> or open a
 * dialog; the test listens for all three and must hear nothing. The page's Content-Security-Policy is
 * switched off, so the test proves that no screen ever turns the text into markup, not merely that the
 * policy would stop it. Where a screen shows text, the test also finds each payload there, as the same
 * characters, so a screen that failed to render could not pass.
 */

const PAYLOADS = xssPayloads((index) => ({ script: `__xss(${index})`, url: `/__e2e/xss/${index}` }));

/** The payload as a text field keeps it: trimmed, and an input's value holds no line breaks. */
const asInputValue = (payload: string) => payload.trim().replace(/[\r\n]/g, '');

/** The payload as a page shows it in text, with its runs of white space read as one space. */
const asShown = (payload: string) => payload.trim().replace(/\s+/g, ' ');

/**
 * The payloads joined into as few values as fit a field's length, one after another: each surface then
 * needs a handful of records, not one per payload, and still shows every payload.
 */
function joinedInto(payloads: readonly string[], max: number): string[] {
  const values: string[] = [];
  for (const payload of payloads) {
    const last = values.at(-1);
    if (last !== undefined && last.length + 1 + payload.length <= max)
      values[values.length - 1] = `${last} ${payload}`;
    else values.push(payload);
  }
  return values;
}

/** The payloads as names a screen shows on one line, as few as fit `max` characters. */
const namesOf = (max: number) => joinedInto(PAYLOADS.map(asShown), max);

/**
 * The payloads laid into fields of these lengths, in order, as full as each allows: one list of values
 * per round of filling every field, as many rounds as the payloads need.
 */
function laidInto(payloads: readonly string[], lengths: readonly number[]): string[][] {
  const rounds: string[][] = [];
  let next = 0;
  while (next < payloads.length) {
    rounds.push(
      lengths.map((max) => {
        let value = '';
        for (let payload = payloads[next]; payload !== undefined; payload = payloads[++next]) {
          const joined = value === '' ? payload : `${value} ${payload}`;
          if (value !== '' && joined.length > max) break;
          value = joined;
        }
        return value;
      }),
    );
  }
  return rounds;
}

/** The lengths of a brand profile's text fields: audience, voice, avoid, hours, address, then each offer's line. */
const PROFILE_FIELD_LENGTHS = [200, 120, 200, 200, 500, ...Array.from({ length: MAX_OFFERS }, () => 140)];

/**
 * How long a screen may take to first show its data: a page load fetches the app, its session and the
 * screen's records, which takes seconds when the machine is busy. Later checks on the same screen keep
 * the usual wait.
 */
const LOADED = { timeout: 20_000 };

/** A post shows on its card once the whole answer has been streamed, stored and read back. */
const WRITTEN = { timeout: 20_000 };

/** The day whose card the tests write on: the calendar opens on its month when it is today. */
const BREAD_DAY = `${A_DAY.slice(0, 4)}-10-16`;

/** A visible label before a payload where a screen renders HTML, which keeps no markup of the payload itself. */
const labelOf = (index: number) => `(payload ${index})`;

const test = base.extend<{ heard: string[] }>({
  heard: async ({ context }, use) => {
    const heard: string[] = [];
    await context.exposeFunction('__xss', (index: unknown) => heard.push(`payload ${String(index)} ran`));
    context.on('dialog', (dialog) => {
      heard.push(`a ${dialog.type()} dialog opened: ${dialog.message()}`);
      void dialog.dismiss();
    });
    context.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/__e2e/xss/'))
        heard.push(`${request.url()} was loaded`);
    });
    await use(heard);
  },
});

test.use({ bypassCSP: true });

/**
 * What in a rendered part of a page could run script: script-carrying elements, event handler
 * attributes and addresses that run script or carry a document.
 */
function runnableMarkup(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const found: string[] = [];
    const elements = [element, ...element.querySelectorAll('*')];
    for (const node of elements) {
      const tag = node.tagName.toLowerCase();
      if (['script', 'iframe', 'object', 'embed', 'frame', 'base', 'meta', 'link'].includes(tag)) {
        found.push(`<${tag}>`);
      }
      // Mantine draws some components' styles in <style> elements of its own: only a payload's counts.
      if (tag === 'style' && /__xss|__e2e\/xss/.test(node.textContent ?? ''))
        found.push('<style> of a payload');
      for (const attribute of node.getAttributeNames()) {
        const value = (node.getAttribute(attribute) ?? '').replace(/[\s\p{Cc}]/gu, '').toLowerCase();
        if (attribute.startsWith('on')) found.push(`<${tag} ${attribute}>`);
        const leadsSomewhere = ['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'srcdoc'];
        if (leadsSomewhere.includes(attribute) && /^(javascript|vbscript|data):/.test(value)) {
          found.push(`<${tag} ${attribute}="${value}">`);
        }
      }
    }
    return found;
  });
}

/** Waits until the page has settled, then asserts nothing ran and nothing runnable was rendered. */
async function expectNothingRan(page: Page, heard: string[], ...surfaces: Locator[]) {
  // Handlers such as onerror, onload or ontoggle fire within a few frames of rendering.
  await page.waitForTimeout(300);
  for (const surface of surfaces) expect(await runnableMarkup(surface)).toEqual([]);
  expect(heard).toEqual([]);
}

/** Text as toContainText reads it: runs of white space as one space. */
const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Waits until a part of the page shows every one of the texts, reading the page once a try rather than
 * once a text; a failure names the texts missing.
 */
async function expectShowsEvery(surface: Locator, texts: readonly string[], options?: { timeout: number }) {
  const missing = async () => {
    const shown = collapsed((await surface.allTextContents()).join(' '));
    return texts.filter((text) => !shown.includes(collapsed(text)));
  };
  await expect.poll(missing, options).toEqual([]);
}

/** Every input's and text area's value on the page. */
const fieldValues = (page: Page) =>
  page
    .locator('input, textarea')
    .evaluateAll((fields) =>
      fields.flatMap((field) =>
        field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? [field.value] : [],
      ),
    );

async function adminToken(request: APIRequestContext, tenant: Tenant) {
  return (await loginThroughApi(request, tenant.user.email, tenant.user.password)).data.token;
}

/**
 * Signs in through the API and has the page hold the session from its first load, as the sign-in
 * screen would have stored it: the first screen a test opens is the one it checks.
 */
async function signIn(page: Page, request: APIRequestContext, email: string, password: string) {
  const login = await loginThroughApi(request, email, password);
  const session = { token: login.data.token, activeLocationId: login.activeLocations[0]?.id ?? null };
  await page.addInitScript((stored) => localStorage.setItem('session', JSON.stringify(stored)), session);
  return login;
}

/** The World Bread Day card of the calendar, opened on October. */
async function breadDayCard(page: Page) {
  await atDate(page, BREAD_DAY);
  await page.goto('/app/calendar');
  return page.locator(`#day-${BREAD_DAY}`).getByRole('article', { name: 'World Bread Day' });
}

/** The newest post of a generation stream, whose lines are JSON events ending with the post. */
async function generate(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const response = await request.post('/v1/posts/generate', {
    headers: { 'x-auth-token': token },
    data: body,
  });
  expect(response.ok(), await response.text()).toBe(true);
  const events = (await response.text())
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => generationEventSchema.parse(JSON.parse(line)));
  const done = events.at(-1);
  if (done?.type !== 'done') throw new Error(`the generation ended without a post: ${JSON.stringify(done)}`);
  return done.post;
}

test.describe('with a model that writes the payloads', () => {
  test.use({ baseURL: MODEL_APP_URL });

  /** Makes the fake model answer every request about this tenant's business with the text. */
  const modelReplies = async (request: APIRequestContext, tenant: Tenant, text: string) => {
    const response = await request.post('/__e2e/model/replies', {
      data: { key: tenant.locations[0]?.businessName, text },
    });
    expect(response.ok()).toBe(true);
  };

  test('a post the model writes shows as harmless text on its card, as it is written and once stored', async ({
    page,
    request,
    heard,
  }) => {
    test.slow();
    const tenant = await createTenant(request);
    await modelReplies(
      request,
      tenant,
      PAYLOADS.map((payload, index) => `${labelOf(index)} ${payload}`).join('\n\n'),
    );
    await signIn(page, request, tenant.user.email, tenant.user.password);
    const bread = await breadDayCard(page);
    // The words show as they stream in; the post that replaces them is the one stored.
    await bread.getByRole('button', { name: 'Write me a Post' }).click(LOADED);
    const text = bread.getByTestId('post-text');
    // The reply is read as HTML, reduced to the post's few tags: the payloads' markup goes, and the post
    // shows from its first words to its last.
    await expectShowsEvery(text, [labelOf(0), labelOf(PAYLOADS.length - 1)], WRITTEN);
    await expectNothingRan(page, heard, bread);
  });

  test('chat answers and the questions asked show every payload as the same characters', async ({
    page,
    request,
    heard,
  }) => {
    test.slow();
    const tenant = await createTenant(request);
    await modelReplies(request, tenant, PAYLOADS.join('\n'));
    await signIn(page, request, tenant.user.email, tenant.user.password);
    await atDate(page, A_DAY);
    const chat = new ChatApp(page);
    await chat.goto();
    await expect(chat.message).toBeEditable(LOADED);
    await chat.ask(PAYLOADS.join('\n'));
    const answer = chat.answers().last();
    // The answer is stored once it is no longer being written.
    await expect(answer).toHaveAttribute('aria-busy', 'false', WRITTEN);
    const question = page.locator('[data-role="user"]').last();
    await expectShowsEvery(answer, PAYLOADS);
    await expectShowsEvery(question, PAYLOADS);
    await expectNothingRan(page, heard, page.locator('.chat-thread'), chat.conversations);
  });
});

test('news items with the payloads in their titles and text show them as the same characters on Home and in the console', async ({
  page,
  request,
  heard,
}) => {
  test.slow();
  const tenant = await createTenant(request, { role: 'admin' });
  const token = await adminToken(request, tenant);
  const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
  const titles = namesOf(200);
  await Promise.all(
    titles.map(async (title, index) => {
      const description =
        index === 0
          ? PAYLOADS.flatMap((payload, at) => [paragraph(labelOf(at)), paragraph(payload)])
          : [paragraph(title)];
      const response = await request.post(`/v1/agencies/${tenant.agency.id}/news`, {
        headers: { 'x-auth-token': token },
        data: {
          title,
          description: { type: 'doc', content: description },
          status: 'published',
          pinned: false,
          audience: 'all',
        },
      });
      expect(response.ok(), await response.text()).toBe(true);
    }),
  );

  await signIn(page, request, tenant.user.email, tenant.user.password);
  await atDate(page, A_DAY);
  const home = new HomeNews(page);
  await home.goto();
  // Home shows ten items, then more on request.
  await home.feed.getByRole('button', { name: 'Load more' }).click(LOADED);
  await expect(home.cards).toHaveCount(titles.length);
  await expectShowsEvery(
    home.feed,
    PAYLOADS.flatMap((payload, index) => [labelOf(index), payload]),
  );
  for (const title of titles)
    await expect(home.feed.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expectNothingRan(page, heard, home.feed);

  await page.goto('/app/agency/news');
  // The table is drawn once the list has come, after the page's load; every item fits its first page.
  const table = page.getByRole('table', { name: 'News' });
  await expectShowsEvery(table, titles, LOADED);
  await expectNothingRan(page, heard, table);
});

test('a brand profile full of payloads shows them as values in Settings, and the posts written from it run nothing', async ({
  page,
  request,
  heard,
}) => {
  test.slow();
  const tenant = await createTenant(request);
  const token = await adminToken(request, tenant);
  const locationId = tenant.locations[0]?.id;
  await signIn(page, request, tenant.user.email, tenant.user.password);
  await atDate(page, A_DAY);

  // Each save fills the profile's text fields, each as full as its length allows, with the next payloads.
  for (const [audience = '', voice = '', avoid = '', hours = '', address = '', ...lines] of laidInto(
    PAYLOADS,
    PROFILE_FIELD_LENGTHS,
  )) {
    const offers = lines
      .filter((line) => line !== '')
      .map((line, index) => ({ name: `Offer ${index + 1}`, line }));
    const saved = await request.put(`/v1/locations/${locationId}/brand-profile`, {
      headers: { 'x-auth-token': token },
      data: { category: 'bakery', audience, voice, avoid, hours, address, offers },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.goto('/app/settings?tab=company');
    await expect(page.getByRole('button', { name: 'Save brand profile' })).toBeVisible(LOADED);
    const shown = [audience, voice, avoid, hours, address, ...offers.map((offer) => offer.line)];
    await expect
      .poll(() => fieldValues(page))
      .toEqual(expect.arrayContaining(shown.filter((value) => value !== '').map(asInputValue)));
    await expectNothingRan(page, heard, page.locator('form').last());
  }

  // The built-in writer puts the profile's words into posts; the card shows the one written.
  await generate(request, token, {
    locationId,
    event: { date: BREAD_DAY, title: 'World Bread Day', hashtags: ['#WorldBreadDay', '#BreadDay', '#Bread'] },
    platform: 'Instagram',
    action: 'social',
  });
  const bread = await breadDayCard(page);
  await expect(bread.getByTestId('post-text')).toContainText('#WorldBreadDay', LOADED);
  await expectNothingRan(page, heard, bread);
});

test('user names set through the profile show as the same characters in the team, the console and Settings', async ({
  page,
  request,
  heard,
}) => {
  test.slow();
  const tenant = await createTenant(request, { role: 'admin' });
  const token = await adminToken(request, tenant);
  const locationIds = tenant.locations.map((location) => location.id);
  const names = namesOf(100);
  await Promise.all(
    names.map(async (name) => {
      const user = await createUserOf(request, tenant, { locationIds });
      const renamed = await request.patch(`/v1/users/${user.id}`, {
        headers: { 'x-auth-token': token },
        data: { userName: name, email: user.email },
      });
      expect(renamed.ok(), await renamed.text()).toBe(true);
    }),
  );
  // One's own name, in one's own profile form.
  const saved = await request.patch('/v1/me', {
    headers: { 'x-auth-token': token },
    data: { userName: names[0], email: tenant.user.email },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await signIn(page, request, tenant.user.email, tenant.user.password);

  await page.goto('/app/settings');
  await expect(page.getByRole('textbox', { name: 'User Name' })).toHaveValue(names[0] ?? '', LOADED);
  await expectNothingRan(page, heard, page.locator('form').first());

  const team = new TeamTab(page);
  await page.getByRole('tablist', { name: 'Settings' }).getByRole('tab', { name: 'Team' }).click();
  await expectShowsEvery(team.members, names, LOADED);
  await expectNothingRan(page, heard, team.members);

  await page.goto('/app/agency/users');
  const members = page.getByRole('table').first();
  await expectShowsEvery(members, names, LOADED);
  await expectNothingRan(page, heard, members);
});

test('business names show as the same characters in the console, and pictures drawn with them are pictures', async ({
  page,
  request,
  heard,
}) => {
  test.slow();
  const tenant = await createTenant(request, { role: 'admin' });
  const token = await adminToken(request, tenant);
  const names = namesOf(200);
  const locationIds = await Promise.all(
    names.map(async (name) => {
      const created = await request.post(`/v1/agencies/${tenant.agency.id}/locations`, {
        headers: { 'x-auth-token': token },
        data: {
          businessName: name,
          firstName: name.slice(0, 100),
          email: '',
          phoneNumber: '',
          address: name,
          country: 'US',
          timeZone: 'America/New_York',
          planId: null,
        },
      });
      expect(created.ok(), await created.text()).toBe(true);
      return consoleLocationSchema.parse(await created.json()).id;
    }),
  );

  // The built-in renderer draws the business's name and the day's title: markup in them must stay words.
  await Promise.all(
    locationIds.slice(0, 2).map(async (locationId, index) => {
      const event = { date: BREAD_DAY, title: names[index], hashtags: ['#WorldBreadDay'] };
      const written = await generate(request, token, {
        locationId,
        event,
        platform: 'Instagram',
        action: 'social',
      });
      const illustrated = await generate(request, token, {
        locationId,
        event,
        platform: 'Instagram',
        action: 'image',
        parentId: written._id,
      });
      const picture = await request.get(illustrated.imageUrl ?? '');
      expect(picture.ok()).toBe(true);
      expect(picture.headers()['content-type']).toMatch(/^image\/(png|jpeg|webp)$/);
      const metadata = await sharp(await picture.body()).metadata();
      expect(['png', 'jpeg', 'webp']).toContain(metadata.format);
      expect(metadata.width).toBeGreaterThan(100);
    }),
  );

  await signIn(page, request, tenant.user.email, tenant.user.password);
  await page.goto('/app/agency/locations');
  const table = page.getByRole('table', { name: 'Locations' });
  await expectShowsEvery(table, names, LOADED);
  await expectNothingRan(page, heard, table);
});

test.describe('agencies named with the payloads', () => {
  test.use({ baseURL: MAIL_APP_URL });

  test('their names show as the same characters in the operator console and in an agency’s console', async ({
    page,
    request,
    heard,
  }) => {
    test.slow();
    const operator = await loginThroughApi(request, SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD);
    const names = namesOf(120);
    await Promise.all(
      names.map(async (name, index) => {
        const created = await request.post('/v1/admin/agencies', {
          headers: { 'x-auth-token': operator.data.token },
          data: { name, adminName: name.slice(0, 100), adminEmail: `xss-${index}-${Date.now()}@example.com` },
        });
        expect(created.ok(), await created.text()).toBe(true);
      }),
    );
    await signIn(page, request, SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD);
    await page.goto('/app/admin/agencies');
    const agencies = page.getByRole('table', { name: 'Agencies' });
    await expectShowsEvery(agencies, names, LOADED);
    await expectNothingRan(page, heard, agencies);

    // One agency's console, as the operator opens it: its name in the header and the brand preview.
    await agencies.getByRole('button', { name: `Open the console of ${names[0]}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'as the operator' })).toContainText(
      names[0] ?? '',
      LOADED,
    );
    await expectNothingRan(page, heard, page.getByRole('main'));
  });
});
