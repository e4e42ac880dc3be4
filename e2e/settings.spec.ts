import { SettingsPage } from './pages/SettingsPage.js';
import { createTenant, expect, signedEmbedLink, signIn, storedToken, test } from './support/fixtures.js';
import { PHONE, widerThanTheScreen } from './support/viewport.js';

test('the settings frame has the six tabs, Switch Account and Logout', async ({ page, request }) => {
  await signIn(page, request, await createTenant(request));
  await page.goto('/app/settings');
  const settings = new SettingsPage(page);
  for (const tab of ['Profile', 'Team', 'Billing', 'Company', 'Integrations', 'Balance']) {
    await expect(settings.tab(tab)).toBeVisible();
  }
  await expect(settings.switchAccount).toBeVisible();
  await expect(settings.logout).toBeVisible();
});

test("a client sees the company's details as the agency keeps them, with a word on who changes them", async ({
  page,
  request,
}) => {
  const tenant = await createTenant(request);
  const [business] = tenant.locations;
  if (!business) throw new Error('The tenant was made with one location');
  await signIn(page, request, tenant);
  await page.goto('/app/settings');
  const settings = new SettingsPage(page);
  await settings.tab('Company').click();
  const details = page.getByRole('table');
  await expect(details.getByRole('row', { name: /Company Name/ })).toContainText(business.businessName);
  await expect(details.getByRole('row', { name: /Contact Number/ })).toContainText('Not given');
  await expect(page.getByText('To change them, ask your agency.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveCount(0);
});

test('Switch Account lists the locations by business name and makes the chosen one active', async ({
  page,
  request,
}) => {
  const tenant = await createTenant(request, { locations: 2 });
  const login = await signIn(page, request, tenant);
  await page.goto('/app/settings');
  const settings = new SettingsPage(page);
  const second = login.activeLocations[1];
  await settings.switchAccount.click();
  await page.getByRole('option', { name: second?.business_name }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  const active = await page.evaluate(
    () => JSON.parse(localStorage.getItem('session') ?? '{}').activeLocationId,
  );
  expect(active).toBe(second?.id);
});

test('Logout ends the session on the server and returns to sign-in', async ({ page, request }) => {
  const tenant = await createTenant(request);
  const login = await signIn(page, request, tenant);
  await page.goto('/app/settings');
  await new SettingsPage(page).logout.click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  const after = await request.get('/v1/auth/session', { headers: { 'x-auth-token': login.data.token } });
  expect(after.status()).toBe(401);
});

test('a session begun in the marketing platform sees only Integrations and Balance, and no Switch Account', async ({
  page,
  request,
}) => {
  const tenant = await createTenant(request);
  // Signed in through the platform's link, the app opens at home; Settings is one click away.
  await page.goto(signedEmbedLink(tenant, 'home'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  const settings = new SettingsPage(page);
  await expect(settings.tabs.getByRole('tab')).toHaveText(['Integrations', 'Balance']);
  await expect(settings.switchAccount).toHaveCount(0);

  // Logout there ends the session and leaves the platform's address for sign-in, rather than signing in again.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('session'))).toBeNull();

  // The same person signing in with their password later gets the whole settings again.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, request, tenant);
  await page.goto('/app/settings');
  await expect(settings.tabs.getByRole('tab')).toHaveText([
    'Profile',
    'Team',
    'Billing',
    'Company',
    'Integrations',
    'Balance',
  ]);
  await expect(settings.switchAccount).toBeVisible();
});

test('when the session ends on the server, the app says so and returns to the start after 4 seconds', async ({
  page,
  request,
}) => {
  const login = await signIn(page, request, await createTenant(request));
  await request.post('/v1/auth/logout', { headers: { 'x-auth-token': login.data.token } });
  await page.goto('/app/home');
  await expect(page.getByText('Your session has ended', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page).toHaveURL(/\/auth\/sign-in$/, { timeout: 8000 });
});

test('the profile form changes the password; a mismatch says the confirmation does not match', async ({
  page,
  request,
}) => {
  const tenant = await createTenant(request);
  await signIn(page, request, tenant);
  await page.goto('/app/settings');
  await page.getByLabel('Old Password').fill(tenant.user.password);
  await page.getByLabel(/^New Password/).fill('fresh password 1');
  await page.getByLabel('Confirm New Password').fill('fresh password 2');
  await expect(page.getByText('does not match the password you chose')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('fresh password 1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password was changed')).toBeVisible();
});

test('a new e-mail is used once the link sent for it is opened', async ({ page, request }) => {
  const tenant = await createTenant(request);
  await signIn(page, request, tenant);
  await page.goto('/app/settings');
  const wanted = `moved-${Date.now()}@example.com`;
  await page.getByLabel('Email').fill(wanted);
  // A new e-mail asks for the current password.
  await page.getByLabel('Current Password').fill(tenant.user.password);
  await page.getByRole('button', { name: 'Save' }).click();
  const pending = page.getByRole('status').filter({ hasText: 'Confirm your new e-mail' });
  await expect(pending).toContainText(`We sent a link to ${wanted}`);
  const session = async () =>
    (await request.get('/v1/auth/session', { headers: { 'x-auth-token': await storedToken(page) } })).json();
  expect((await session()).data.email).toBe(tenant.user.email);

  // The browser tests' server sends no e-mail, so the link is shown on the page.
  await pending.getByRole('link', { name: `confirm ${wanted}` }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Your e-mail is now ${wanted}. Use it the next time you sign in.`,
  );
  expect((await session()).data.email).toBe(wanted);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
});

test('the profile saves the contact number; a failure of the server says so in the page', async ({
  page,
  request,
}) => {
  const tenant = await createTenant(request);
  await signIn(page, request, tenant);
  await page.goto('/app/settings');
  const profile = page.getByRole('form', { name: 'Personal Profile' });
  await profile.getByLabel('Contact Number').fill('+1 555 0199');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile was saved')).toBeVisible();
  const session = await (
    await request.get('/v1/auth/session', { headers: { 'x-auth-token': await storedToken(page) } })
  ).json();
  expect(session.data.contactNumber).toBe('+1 555 0199');

  await page.route('**/v1/me', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"message":"x","code":"internal"}',
    }),
  );
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByRole('alert')).toHaveText(
    'An error occurred while updating user. Please try again later.',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test("a client's company details fit the screen, a long e-mail breaking instead of widening the page", async ({
    page,
    request,
  }) => {
    await signIn(page, request, await createTenant(request));
    await page.goto('/app/settings?tab=company');
    await expect(page.getByRole('row', { name: /Company Name/ })).toBeVisible();
    expect(await widerThanTheScreen(page)).toBe(false);
  });

  test('a tab opens on the first screen, right under the list of tabs; Switch Account and Logout follow it', async ({
    page,
    request,
  }) => {
    await signIn(page, request, await createTenant(request));
    await page.goto('/app/settings');
    const settings = new SettingsPage(page);
    await settings.tab('Company').click();
    const panel = page.getByRole('tabpanel', { name: 'Company' });
    await expect(panel).toBeInViewport();
    const panelTop = (await panel.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const logoutTop = (await settings.logout.boundingBox())?.y ?? 0;
    expect(panelTop).toBeLessThan(logoutTop);
    await expect(settings.switchAccount).toBeVisible();
  });
});
