import sharp from 'sharp';
import { HomeNews } from './pages/HomeNews.js';
import { NewsConsole } from './pages/NewsConsole.js';
import { A_DAY, atDate } from './support/clock.js';
import { createTenant, createUserOf, expect, loginThroughApi, signIn, test } from './support/fixtures.js';
import { PHONE, widerThanTheScreen } from './support/viewport.js';

/** The agency's news colours, set apart from the defaults so the test sees them. */
const NEWS_COLOURS = {
  newsfeed_bg: '#fff3e0',
  newsfeed_text: '#3e2723',
  newsfeed_tag_bg: '#6a1b9a',
  newsfeed_tag_text: '#ffffff',
};

/** A picture as an agency would upload for its news. */
const picturePng = () =>
  sharp({ create: { width: 320, height: 180, channels: 3, background: '#3d5a80' } })
    .png()
    .toBuffer();

test('an admin publishes a news item with a picture and a link, and a client sees it first on Home in the agency’s colours', async ({
  page,
  request,
  browser,
}) => {
  // Two people, two browsers, several screens: given three times the usual time.
  test.slow();
  const tenant = await createTenant(request, { role: 'admin', customisation: NEWS_COLOURS });
  const locationId = tenant.locations[0]?.id ?? '';
  const client = await createUserOf(request, tenant, { locationIds: [locationId] });

  // An item published earlier, which the new one must come before.
  const admin = await loginThroughApi(request, tenant.user.email, tenant.user.password);
  const earlier = await request.post(`/v1/agencies/${tenant.agency.id}/news`, {
    headers: { 'x-auth-token': admin.data.token },
    data: {
      title: 'Welcome to your calendar',
      description: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello!' }] }],
      },
      status: 'published',
      pinned: false,
      audience: 'all',
    },
  });
  expect(earlier.ok()).toBe(true);

  await signIn(page, request, tenant);
  const news = new NewsConsole(page);
  await news.goto();
  await news.newItem.click();
  await news.title.fill('Holiday opening hours');
  await news.type('We are open every day from December 20 to January 2.');
  await news.addLink('See all our hours', 'https://example.com/hours');
  // A file named .png that is no picture is refused as it is chosen, not after the item was saved without it.
  await news.pictureFile.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('These are notes, not a picture.'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'This file is not a picture: choose a PNG, JPEG or WebP image.',
  );
  await expect(news.editor.getByRole('img', { name: "The item's picture" })).toHaveCount(0);
  await news.choosePicture({ name: 'holidays.png', mimeType: 'image/png', buffer: await picturePng() });
  await news.publish({ pinned: true });
  await news.create();
  await expect(page.getByText('“Holiday opening hours” was created')).toBeVisible();
  await expect(news.row('Holiday opening hours')).toContainText('Published');
  await expect(news.row('Holiday opening hours')).toContainText('Pinned');

  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await atDate(clientPage, A_DAY);
  await signIn(clientPage, request, { user: client });
  const home = new HomeNews(clientPage);
  await home.goto();

  const card = home.card('Holiday opening hours');
  // Home's first load asks for the news and the year's calendar at once: on a busy machine, seconds.
  await expect(home.cards.first()).toHaveAccessibleName('Holiday opening hours', { timeout: 15_000 });
  await expect(home.cards).toHaveCount(2);
  await expect(card).toHaveCSS('background-color', 'rgb(255, 243, 224)');
  await expect(card).toHaveCSS('color', 'rgb(62, 39, 35)');
  const tag = home.tag(card, tenant.agency.name);
  await expect(tag).toHaveCSS('background-color', 'rgb(106, 27, 154)');
  await expect(tag).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(card.getByText('Pinned')).toBeVisible();
  // In long US form in the location's time zone, named when the reader's own clock keeps another.
  await expect(
    card.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M( [A-Z]{3,4}| GMT[+-]\d{1,2})?$/),
  ).toBeVisible();
  await expect(card).toContainText('We are open every day from December 20 to January 2.');

  const picture = card.getByRole('img', { name: 'Holiday opening hours' });
  await expect(picture).toHaveAttribute('src', /^\/media\/agencies\//);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expect(picture).toHaveCSS('max-height', '500px');

  const link = card.getByRole('link', { name: 'See all our hours' });
  await expect(link).toHaveAttribute('href', 'https://example.com/hours');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');

  // Home shows the news first and stays there: only the full calendar scrolls to today.
  await expect(clientPage.locator('[aria-current="date"]')).toBeVisible();
  await clientPage.waitForTimeout(1500);
  expect(await clientPage.evaluate(() => window.scrollY)).toBe(0);
  await clientContext.close();
});

test('Home says the agency has no news yet when there is none', async ({ page, request }) => {
  const tenant = await createTenant(request);
  await signIn(page, request, tenant);
  const home = new HomeNews(page);
  await home.goto();
  await expect(home.feed).toContainText(`${tenant.agency.name} has no news yet.`);
  await expect(home.cards).toHaveCount(0);
});

test('on a phone, a news item with a word longer than the screen wraps inside its card', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const tenant = await createTenant(request, { role: 'admin' });
  const admin = await loginThroughApi(request, tenant.user.email, tenant.user.password);
  const longWord = `https://example.com/${'offers'.repeat(16)}`;
  const created = await request.post(`/v1/agencies/${tenant.agency.id}/news`, {
    headers: { 'x-auth-token': admin.data.token },
    data: {
      title: 'Our new booking page',
      description: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: longWord }] }],
      },
      status: 'published',
      pinned: false,
      audience: 'all',
    },
  });
  expect(created.ok()).toBe(true);
  await signIn(page, request, tenant);
  const home = new HomeNews(page);
  await home.goto();
  await expect(home.card('Our new booking page')).toContainText('offersoffers');
  expect(await widerThanTheScreen(page)).toBe(false);
});

test('a title that is one long word wraps in the News table, and every row keeps its Edit and Delete on screen', async ({
  page,
  request,
}) => {
  const tenant = await createTenant(request, { role: 'admin' });
  const admin = await loginThroughApi(request, tenant.user.email, tenant.user.password);
  const longTitle = `Spring${'sale'.repeat(40)}`;
  for (const title of [longTitle, 'Opening hours']) {
    const created = await request.post(`/v1/agencies/${tenant.agency.id}/news`, {
      headers: { 'x-auth-token': admin.data.token },
      data: {
        title,
        description: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Soon.' }] }],
        },
        status: 'published',
        pinned: false,
        audience: 'all',
      },
    });
    expect(created.ok()).toBe(true);
  }
  await signIn(page, request, tenant);
  const news = new NewsConsole(page);
  await news.goto();
  for (const title of [longTitle, 'Opening hours']) {
    for (const action of ['Edit', 'Delete']) {
      await expect(page.getByRole('button', { name: `${action} ${title}` })).toBeInViewport();
    }
  }
  expect(await widerThanTheScreen(page)).toBe(false);
});

test('Escape in a news item with unsaved words asks before discarding them; an untouched one just closes', async ({
  page,
  request,
}) => {
  await signIn(page, request, await createTenant(request, { role: 'admin' }));
  const news = new NewsConsole(page);
  await news.goto();
  await news.newItem.click();
  await expect(news.title).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(news.editor).toHaveCount(0);

  await news.newItem.click();
  await news.title.fill('Holiday opening hours');
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Discard your changes?' });
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(news.title).toHaveValue('Holiday opening hours');
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(news.editor).toHaveCount(0);
  await news.newItem.click();
  await expect(news.title).toHaveValue('');
});
