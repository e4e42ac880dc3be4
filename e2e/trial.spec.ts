import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { trialSettingsSchema } from '../src/contract/agency-console/trial.js';
import { TrialPages } from './pages/TrialPages.js';
import { A_DAY, atDate } from './support/clock.js';
import { MAIL_APP_URL, MODEL_APP_URL } from './support/constants.js';
import { createTenant, expect, loginThroughApi, test } from './support/fixtures.js';

const UPGRADE_PAGE = 'https://agency.example.com/upgrade';
const MASTERCLASS_PAGE = 'https://agency.example.com/masterclass';

/** An event in the month the browser is told it is (November): the trial calendar opens on that month. */
const EVENT = 'World Kindness Day';

/** An agency whose admin has set its upgrade and masterclass pages: its trial's slug and its name. */
async function agencyWithTrial(request: APIRequestContext): Promise<{ slug: string; agencyName: string }> {
  const tenant = await createTenant(request, { role: 'admin' });
  const admin = await loginThroughApi(request, tenant.user.email, tenant.user.password);
  const headers = { 'x-auth-token': admin.data.token };
  const links = await request.put(`/v1/agencies/${tenant.agency.id}/links`, {
    headers,
    data: { upgradePage: UPGRADE_PAGE, masterclassPage: MASTERCLASS_PAGE },
  });
  expect(links.ok()).toBe(true);
  const settings = await request.get(`/v1/agencies/${tenant.agency.id}/trial`, { headers });
  return { slug: trialSettingsSchema.parse(await settings.json()).slug, agencyName: tenant.agency.name };
}

test.beforeEach(async ({ page, context }) => {
  await atDate(page, A_DAY);
  // The agency's own pages, outside the product: answered here so the test needs no network.
  await context.route('https://agency.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>The agency page</h1>' }),
  );
});

test('a visitor tries the calendar: ten free posts counted, then the upgrade dialog and its two pages', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { slug } = await agencyWithTrial(request);
  const trial = new TrialPages(page);
  const visitor = { userName: 'Rosa', businessName: "Rosa's Tacos", email: `rosa-${Date.now()}@example.com` };
  await trial.signUp(slug, visitor);

  await expect(page).toHaveURL(/\/app\/freetrial$/);
  await expect(trial.postsLeft(10)).toBeVisible();
  await expect(trial.header.getByRole('link', { name: 'Personalise my results' })).toHaveAttribute(
    'href',
    UPGRADE_PAGE,
  );
  await expect(trial.header.getByRole('button', { name: 'Log in' })).toBeVisible();
  // A visitor sees the trial calendar alone.
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);

  const card = trial.card(EVENT);
  for (let left = 9; left >= 0; left--) {
    await card.getByRole('button', { name: 'Write me a Post' }).click();
    await expect(trial.postsLeft(left)).toBeVisible();
  }
  await expect(card.getByTestId('post-text')).toBeVisible();

  await card.getByRole('button', { name: 'Write me a Post' }).click();
  await expect(trial.upgradeDialog).toBeVisible();
  const [upgrade] = await Promise.all([
    page.waitForEvent('popup'),
    trial.upgradeDialog.getByRole('button', { name: "Yes, I'm ready to upgrade" }).click(),
  ]);
  await expect(upgrade).toHaveURL(UPGRADE_PAGE);
  await upgrade.close();

  await card.getByRole('button', { name: 'Write me a Post' }).click();
  const [masterclass] = await Promise.all([
    page.waitForEvent('popup'),
    trial.upgradeDialog.getByRole('button', { name: "Not yet, I'll take the free Masterclass" }).click(),
  ]);
  await expect(masterclass).toHaveURL(MASTERCLASS_PAGE);
  await masterclass.close();

  // Clearing the browser's storage does not give the visitor ten more: the same e-mail starts no new trial.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
  await trial.signUp(slug, visitor);
  await expect(page.getByRole('alert')).toContainText('This e-mail already has a free trial here.');
  await expect(page).toHaveURL(new RegExp(`/trial/${slug}$`));
});

// One address may start five trials a day on an instance, and this file's other tests start five on the first.
test.describe('on a second instance', () => {
  test.use({ baseURL: MODEL_APP_URL });

  test("Log in ends the visitor's session on the agency's sign-in page; on a phone it is in the header's menu", async ({
    page,
    request,
  }) => {
    const { slug, agencyName } = await agencyWithTrial(request);
    const trial = new TrialPages(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await trial.signUp(slug, {
      userName: 'Rosa',
      businessName: "Rosa's Tacos",
      email: `rosa-${Date.now()}@example.com`,
    });
    await expect(trial.postsLeft(10)).toBeVisible();
    await expect(trial.header.getByRole('link', { name: 'Personalise my results' })).toBeVisible();
    // On a phone the header takes two rows at most: a row is a 36-pixel button, and with the gap between
    // and the header's padding two come to 100 pixels.
    expect((await trial.header.boundingBox())?.height).toBeLessThanOrEqual(110);

    await trial.header.getByRole('button', { name: 'Log in or delete my trial data' }).click();
    await expect(page.getByRole('menuitem', { name: 'Delete my trial data' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/sign-in\\?agency=${slug}$`));
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText(agencyName, { exact: true })).toBeVisible();
  });
});

test('the trial form says what is wrong under each field, with the rules the server checks', async ({
  page,
  request,
}) => {
  const { slug } = await agencyWithTrial(request);
  await page.goto(`/trial/${slug}`);
  await page.getByLabel('Email').fill('not an address');
  await page.getByRole('button', { name: 'Start my free trial' }).click();
  await expect(page.getByText('is required')).toHaveCount(2);
  await expect(page.getByText('must be a valid e-mail address')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/trial/${slug}$`));
});

test('a visitor deletes their trial data and is back on the trial page', async ({ page, request }) => {
  const { slug } = await agencyWithTrial(request);
  const trial = new TrialPages(page);
  await trial.signUp(slug, {
    userName: 'Ben',
    businessName: 'Ben Bakes',
    email: `ben-${Date.now()}@example.com`,
  });
  await expect(trial.postsLeft(10)).toBeVisible();
  await trial.header.getByRole('button', { name: 'Delete my trial data' }).click();
  await page
    .getByRole('dialog', { name: 'Delete your trial data?' })
    .getByRole('button', { name: 'Delete my data' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/trial/${slug}$`));
  await expect(page.getByText('Your trial data was deleted.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('session'))).toBeNull();
});

test('a visitor back in the same browser continues their trial; a stranger typing their e-mail gets nothing of it', async ({
  page,
  request,
  browser,
}) => {
  const { slug } = await agencyWithTrial(request);
  const email = `lena-${Date.now()}@example.com`;
  const trial = new TrialPages(page);
  await trial.signUp(slug, { userName: 'Lena', businessName: 'Fischer Flowers', email });
  await expect(trial.postsLeft(10)).toBeVisible();

  await page.goto(`/trial/${slug}`);
  const welcome = page.getByRole('status').filter({ hasText: 'Welcome back, Lena' });
  await expect(welcome).toContainText(
    'Your free trial for Fischer Flowers is waiting, with 10 of 10 free posts left.',
  );
  await welcome.getByRole('link', { name: 'Continue my trial' }).click();
  await expect(trial.postsLeft(10)).toBeVisible();

  const strangers = await browser.newContext();
  const stranger = new TrialPages(await strangers.newPage());
  await stranger.signUp(slug, { userName: 'Mallory', businessName: 'Evil Corp', email });
  await expect(stranger.page.getByRole('alert')).toContainText('This e-mail already has a free trial here.');
  await expect(stranger.page).toHaveURL(new RegExp(`/trial/${slug}$`));
  await expect(stranger.page.getByText('Fischer Flowers')).toHaveCount(0);
  await strangers.close();
});

test.describe('with e-mail set up', () => {
  test.use({ baseURL: MAIL_APP_URL });

  test('a visitor in another browser has a link to their trial e-mailed to them, which opens it there once', async ({
    page,
    request,
    browser,
  }) => {
    // Two browsers, an e-mail between them: given three times the usual time.
    test.slow();
    const { slug } = await agencyWithTrial(request);
    const email = `jonas-${Date.now()}@example.com`;
    const trial = new TrialPages(page);
    await trial.signUp(slug, { userName: 'Jonas', businessName: 'Jonas Juices', email });
    await expect(trial.postsLeft(10)).toBeVisible();

    const laptop = await browser.newContext();
    const other = await laptop.newPage();
    await atDate(other, A_DAY);
    await other.goto(`/trial/${slug}`);
    // Without an e-mail typed, the form says what it needs.
    await other.getByRole('button', { name: 'E-mail me a link to my trial' }).click();
    await expect(other.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/./);
    await other.getByLabel('Email').fill(email);
    await other.getByRole('button', { name: 'E-mail me a link to my trial' }).click();
    await expect(other.getByRole('status')).toContainText(
      `If ${email} has a free trial here, a link to continue it is on its way.`,
    );

    const mails = z.array(z.object({ subject: z.string(), text: z.string() }));
    const mailedLink = async () => {
      const received = mails.parse(
        await (await request.get('/__e2e/mail', { params: { to: email } })).json(),
      );
      return (
        /http:\/\/\S+\/trial\/\S+\?continue=[A-Za-z0-9_-]{43}/.exec(received.at(-1)?.text ?? '')?.[0] ?? ''
      );
    };
    await expect.poll(mailedLink).toContain(`${MAIL_APP_URL}/trial/${slug}?continue=`);
    const link = await mailedLink();
    await other.goto(link);
    await expect(other).toHaveURL(/\/app\/freetrial$/);
    await expect(new TrialPages(other).postsLeft(10)).toBeVisible();
    // This browser now holds Jonas's own trial.
    await other.goto(`/trial/${slug}`);
    await expect(other.getByRole('status').filter({ hasText: 'Welcome back, Jonas' })).toContainText(
      'Your free trial for Jonas Juices is waiting',
    );

    // The link works once.
    const later = await browser.newContext();
    const third = await later.newPage();
    await third.goto(link);
    await expect(third.getByRole('alert')).toContainText('works once, for 30 minutes');
    await later.close();
    await laptop.close();
  });
});
