import { createTenant, expect, signIn, test } from './support/fixtures.js';

const VALID_PREFIX = '/someone@example.com/ABCDEFGHIJ0123456789';

test.describe('route table without a session', () => {
  for (const [path, expected] of [
    ['/auth/sign-in', /\/auth\/sign-in$/],
    ['/auth/unknown-page', /\/auth\/sign-in$/],
    ['/app/home', /\/auth\/sign-in$/],
    ['/app/calendar', /\/auth\/sign-in$/],
    ['/anything-else', /\/auth\/sign-in$/],
    ['/a/b/c/d', /\/auth\/sign-in$/],
    [`${VALID_PREFIX}/auth/sign-in`, new RegExp(`${VALID_PREFIX}/auth/sign-in$`)],
    [`${VALID_PREFIX}/auth/whatever`, /^[^@]*\/auth\/sign-in$/],
    ['/not an email/ABCDEFGHIJ0123456789/app/home', /^http:\/\/[^/]+\/auth\/sign-in$/],
    ['/someone@example.com/TOO-SHORT/app/home', /^http:\/\/[^/]+\/auth\/sign-in$/],
  ] as const) {
    test(`${path} goes to ${expected}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(expected);
    });
  }

  test('/404 is an empty page', async ({ page }) => {
    await page.goto('/404');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.locator('body')).toHaveText('');
  });
});

test.describe('route table with a session', () => {
  test('the sign-in page sends a signed-in user to /app/home, with and without the prefix', async ({
    page,
    request,
  }) => {
    const tenant = await createTenant(request);
    await signIn(page, request, tenant);
    await page.goto('/auth/sign-in');
    await expect(page).toHaveURL(/\/app\/home$/);
    const prefix = `/${tenant.user.email}/${tenant.locations[0]?.id}`;
    await page.goto(`${prefix}/auth/sign-in`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/app/home$`));
  });

  test('each in-app page opens, and unknown in-app paths go to /home', async ({ page, request }) => {
    // Eight whole page loads, each its own start of the app: given three times the usual time.
    test.slow();
    await signIn(page, request, await createTenant(request));
    for (const path of ['home', 'dashboard', 'freetrial', 'settings', 'chatapp', 'calendar']) {
      await page.goto(`/app/${path}`);
      await expect(page).toHaveURL(new RegExp(`/app/${path}$`));
    }
    await page.goto('/app/no-such-page');
    await expect(page).toHaveURL(/\/app\/home$/);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/app\/home$/);
  });

  test('in-app links keep the /{email}/{locationId} prefix', async ({ page, request }) => {
    const tenant = await createTenant(request);
    await signIn(page, request, tenant);
    const prefix = `/${tenant.user.email}/${tenant.locations[0]?.id}`;
    await page.goto(`${prefix}/app/home`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/app/dashboard$`));
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/app/settings$`));
  });
});

test.describe('when a page cannot load', () => {
  test('the router error page says so and a reload brings the page back', async ({ page, request }) => {
    await signIn(page, request, await createTenant(request));
    // The calendar's code cannot be fetched, as when an update replaced it while the tab was open.
    const calendarCode = /\/assets\/CalendarPage-[\w-]+\.js$/;
    await page.route(calendarCode, (route) => route.abort());
    await page.goto('/app/calendar');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the start' })).toHaveAttribute('href', '/');

    await page.unroute(calendarCode);
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('tablist', { name: 'Months' })).toBeVisible();
  });
});
